/**
 * The permission proof: every AWS call the functions' code made while the unit, integration and e2e
 * suites ran (recorded by functions/adapters/call-recorder.ts) is evaluated against that function's
 * policies in the synthesized template with an offline IAM simulator; and every granted action that
 * no recorded call used must be justified next to its grant (infra/lib/justified-grants.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import {
  CALL_LOG_DIR_ENV,
  type FunctionName,
  functionNames,
  type RecordedCall,
} from '../../functions/adapters/call-recorder.js';
import { justifiedGrantsOf } from '../../infra/lib/justified-grants.js';
import { synthPortal } from '../../infra/test-support.js';
import { envNames } from '../../shared/env-names.js';
import type { BucketName, QueueName, TableName } from '../../shared/resources.js';
import { RECORDING_SUITES, runDirToCheck, suitesOf } from './call-log.js';
import { type IamRequest, iamRequestsOf } from './iam-requests.js';
import { ACCOUNT, REGION, templateResolver } from './template-resolver.js';

interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: Statement[];
}
interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: string | string[];
  readonly Condition?: Record<string, unknown>;
}
interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
}

/** The one AWS managed policy a function role of this stack could carry, as AWS publishes it. */
const MANAGED_POLICIES: Record<string, PolicyDocument> = {
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

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const { stack, template, logicalId } = synthPortal();
const resources = template.toJSON().Resources as Record<string, CfnResource>;
const resolve = templateResolver(resources);
const arn = (token: string): string => String(resolve(stack.resolve(token)));

const roles: Record<FunctionName, Role> = {
  api: stack.api.handler.role,
  media: stack.workers.media.role,
  rotate: stack.rotations.worker.role,
  archive: stack.archives.worker.role,
  mail: stack.mail.worker.role,
  expiry: stack.photoExpiry.handler.role,
  'expiry-reminder': stack.expiryReminder.handler.role,
  'photo-digest': stack.photoDigest.handler.role,
  'archive-signing-key': stack.archiveDownloads.keyMaker.role,
};

/** The sender the mail worker is configured with in the template. */
const templateSender = (): string => {
  const fn = resources[logicalId(stack.mail.worker.fn)]?.Properties as {
    Environment: { Variables: Record<string, unknown> };
  };
  return String(resolve(fn.Environment.Variables[envNames.mailSender]));
};

/** The template ARN of a resource the recorder named; unknown names get an ARN nothing grants. */
const arnOf = (name: string): string => {
  const [kind = '', id = ''] = name.split(':');
  if (kind === 'table' && id in stack.data.tables) return arn(stack.data.tables[id as TableName].tableArn);
  if (kind === 'bucket' && id in stack.storage.buckets) {
    return arn(stack.storage.buckets[id as BucketName].bucketArn);
  }
  if (kind === 'queue' && id in stack.data.queues) return arn(stack.data.queues[id as QueueName].queueArn);
  const secrets: Record<string, string> = {
    jwt: stack.api.jwtSecret.secretArn,
    originVerify: stack.api.originVerifySecret.secretArn,
    archiveKey: stack.archiveDownloads.privateKey.secretArn,
  };
  if (kind === 'secret' && secrets[id]) return arn(secrets[id]);
  // SES authorizes a sender under its verified identity: the portal verifies its sending domain, so a
  // send from any address of that domain is authorized against the domain identity.
  if (name === 'sender') {
    return `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${templateSender().split('@')[1] ?? ''}`;
  }
  return `arn:aws:unknown:${REGION}:${ACCOUNT}:${name}`;
};

const policiesOf = (role: Role): { name: string; policy: PolicyDocument }[] => {
  const roleId = logicalId(role);
  const attached = Object.entries(resources)
    .filter(
      ([, resource]) =>
        resource.Type === 'AWS::IAM::Policy' &&
        (resource.Properties.Roles as unknown[]).some(
          (r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId }),
        ),
    )
    .map(([id, resource]) => ({
      name: id,
      policy: resolve(resource.Properties.PolicyDocument) as PolicyDocument,
    }));
  const properties = resources[roleId]?.Properties ?? {};
  const inline = ((properties.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]).map(
    (p) => ({
      name: p.PolicyName,
      policy: resolve(p.PolicyDocument) as PolicyDocument,
    }),
  );
  const managed = ((resolve(properties.ManagedPolicyArns) ?? []) as string[]).map((policyArn) => {
    const policy = MANAGED_POLICIES[policyArn.split('/').at(-1) ?? ''];
    if (!policy) throw new Error(`Managed policy ${policyArn} unknown to the proof: add its document`);
    return { name: policyArn, policy };
  });
  return [...attached, ...inline, ...managed];
};

const readCalls = (dir: string): RecordedCall[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedCall);

/** IAM's wildcards in resources: `*` any run of characters, `?` one character. */
const matches = (pattern: string, value: string): boolean =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
      .join('')}$`,
  ).test(value);

const runDir = runDirToCheck(process.env[CALL_LOG_DIR_ENV]);
const calls = runDir ? readCalls(runDir) : [];
const complete = runDir !== undefined && RECORDING_SUITES.every((suite) => suitesOf(runDir).includes(suite));

/** Distinct IAM requests per function. */
const requests = new Map<FunctionName, Map<string, IamRequest>>(functionNames.map((fn) => [fn, new Map()]));
for (const call of calls) {
  for (const request of iamRequestsOf(call, arnOf)) {
    requests.get(call.fn)?.set(JSON.stringify([request.action, request.resource, request.context]), request);
  }
}

describe('permissions proven against the recorded calls', () => {
  it('has recorded calls to check', () => {
    expect(runDir, 'No recorded AWS calls: run the unit, integration and e2e suites first').toBeDefined();
    expect(calls.length).toBeGreaterThan(0);
  });

  it("allows every call a function's code made, under that function's role", async () => {
    const denied: string[] = [];
    for (const fn of functionNames) {
      const identityPolicies = policiesOf(roles[fn]);
      const principal = `arn:aws:iam::${ACCOUNT}:role/${logicalId(roles[fn])}`;
      for (const request of requests.get(fn)?.values() ?? []) {
        const answer = await runSimulation(
          {
            identityPolicies,
            serviceControlPolicies: [],
            resourceControlPolicies: [],
            request: {
              action: request.action,
              principal,
              resource: { resource: request.resource, accountId: ACCOUNT },
              contextVariables: request.context,
            },
          },
          {},
        );
        if (answer.resultType === 'error') {
          denied.push(`${fn}: ${request.action} on ${request.what}: ${JSON.stringify(answer.errors)}`);
        } else if (answer.overallResult !== 'Allowed') {
          denied.push(
            `${fn}: ${request.action} on ${request.what} (${request.resource}) is ${answer.overallResult}`,
          );
        }
      }
    }
    expect(denied).toEqual([]);
  });

  it('uses or justifies every granted action', () => {
    const unused: string[] = [];
    for (const fn of functionNames) {
      const justifications = justifiedGrantsOf(roles[fn]);
      const justified = (action: string, resource: string) =>
        justifications.some(
          (grant) =>
            grant.actions.includes(action) &&
            (grant.resourceSuffix === undefined || resource.endsWith(grant.resourceSuffix)),
        );
      const made = [...(requests.get(fn)?.values() ?? [])];
      for (const { policy } of policiesOf(roles[fn])) {
        for (const statement of policy.Statement.filter((s) => s.Effect === 'Allow')) {
          for (const action of list(statement.Action)) {
            for (const resource of list(statement.Resource)) {
              const used = made.some(
                (request) => request.action === action && matches(resource, request.resource),
              );
              if (!used && !justified(action, resource)) unused.push(`${fn}: ${action} on ${resource}`);
            }
          }
        }
      }
    }
    if (unused.length > 0) console.log(`Granted but unused, not justified:\n${unused.join('\n')}`);
    // Only a run of all the recording suites has seen every call the code makes.
    if (complete) expect(unused).toEqual([]);
  });
});
