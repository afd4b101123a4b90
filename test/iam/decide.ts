/**
 * IAM's answer to one request of a role, evaluated offline with @cloud-copilot/iam-simulate against
 * the role's identity policies: the permission proof and the artifacts tier's gate ask it alike.
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { IamRequest } from './iam-requests.js';

export interface NamedPolicy {
  readonly name: string;
  readonly policy: unknown;
}

/** 'Allowed', 'ImplicitlyDenied' or 'ExplicitlyDenied'; throws when IAM cannot evaluate it. */
export const decide = async (
  account: string,
  role: string,
  identityPolicies: readonly NamedPolicy[],
  request: IamRequest,
): Promise<string> => {
  const answer = await runSimulation(
    {
      identityPolicies: identityPolicies.map(({ name, policy }) => ({ name, policy })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: {
        action: request.action,
        principal: `arn:aws:iam::${account}:role/${role}`,
        resource: { resource: request.resource, accountId: account },
        contextVariables: request.context,
      },
    },
    {},
  );
  if (answer.resultType === 'error') {
    throw new Error(
      `IAM cannot evaluate ${request.action} on ${request.resource}: ${JSON.stringify(answer.errors)}`,
    );
  }
  return answer.overallResult;
};
