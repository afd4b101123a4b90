/**
 * The identity policies of a function's role in a synthesized template, resolved to plain strings:
 * the policies attached to the role, its inline policies, and the AWS managed policies it names (their
 * documents are not in the template, so the ones a role of this stack could carry are written here as
 * AWS publishes them).
 */
import type { Resolve } from './template-resolver.js';

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: Statement[];
}

export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: string | string[];
  readonly Condition?: Record<string, unknown>;
}

export interface NamedPolicy {
  readonly name: string;
  readonly policy: PolicyDocument;
}

interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

/** The one AWS managed policy a function role of this stack could carry, as AWS publishes it. */
export const MANAGED_POLICIES: Readonly<Record<string, PolicyDocument>> = {
  AWSLambdaBasicExecutionRole: {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: '*',
      },
    ],
  },
};

/** Every identity policy of the role with this logical id, resolved by `resolve`. */
export const rolePolicies = (
  resources: Readonly<Record<string, CfnResource>>,
  resolve: Resolve,
  roleId: string,
): NamedPolicy[] => {
  const roleRef = JSON.stringify({ Ref: roleId });
  const attached = Object.entries(resources)
    .filter(
      ([, resource]) =>
        resource.Type === 'AWS::IAM::Policy' &&
        ((resource.Properties?.Roles ?? []) as unknown[]).some((r) => JSON.stringify(r) === roleRef),
    )
    .map(([id, resource]) => ({
      name: id,
      policy: resolve(resource.Properties?.PolicyDocument) as PolicyDocument,
    }));
  const properties = resources[roleId]?.Properties ?? {};
  const inline = ((properties.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]).map(
    (p) => ({ name: p.PolicyName, policy: resolve(p.PolicyDocument) as PolicyDocument }),
  );
  const managed = ((resolve(properties.ManagedPolicyArns) ?? []) as string[]).map((policyArn) => {
    const policy = MANAGED_POLICIES[policyArn.split('/').at(-1) ?? ''];
    if (!policy) throw new Error(`Managed policy ${policyArn} unknown to the proof: add its document`);
    return { name: policyArn, policy };
  });
  return [...attached, ...inline, ...managed];
};
