/**
 * The permission proof: every AWS call the functions' code made while the unit, integration and e2e
 * suites ran (recorded by functions/adapters/call-recorder.ts) is evaluated against that function's
 * policies in the synthesized template with an offline IAM simulator; and every granted action that
 * no recorded call used must be justified next to its grant (infra/lib/justified-grants.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import {
  CALL_LOG_DIR_ENV,
  type FunctionName,
  functionNames,
  type RecordedCall,
} from '#functions/adapters/call-recorder.js';
import { justifiedGrantsOf } from '#infra/lib/justified-grants.js';
import { synthPortal } from '#infra/test-support.js';
import { envNames } from '#shared/env-names.js';
import type { BucketName, QueueName, TableName } from '#shared/resources.js';
import { RECORDING_SUITES, runDirToCheck, suitesOf } from './call-log.js';
import { decide } from './decide.js';
import { type IamRequest, iamRequestsOf } from './iam-requests.js';
import { type NamedPolicy, type PolicyDocument, rolePolicies } from './role-policies.js';
import { ACCOUNT, REGION, templateResolver } from './template-resolver.js';

interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
}

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const { stack, template, logicalId } = synthPortal();
const resources = template.toJSON().Resources as Record<string, CfnResource>;
const resolve = templateResolver(resources);
const arn = (token: string): string => String(resolve(stack.resolve(token)));

/** A part the example synthesis deploys (the child finder is on by default). */
const deployed = <T>(part: T | undefined, name: string): T => {
  if (part === undefined) throw new Error(`The example synthesis has no ${name}`);
  return part;
};

const roles: Record<FunctionName, Role> = {
  api: stack.api.handler.role,
  media: stack.workers.media.role,
  rotate: stack.rotations.worker.role,
  faces: deployed(stack.faces, 'faces worker').worker.role,
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
  if (name === 'distribution:site') return arn(stack.web.distribution.distributionArn);
  // SES authorizes a sender under its verified identity: the portal verifies its sending domain, so a
  // send from any address of that domain is authorized against the domain identity.
  if (name === 'sender') {
    return `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${templateSender().split('@')[1] ?? ''}`;
  }
  return `arn:aws:unknown:${REGION}:${ACCOUNT}:${name}`;
};

const policiesOf = (role: Role): NamedPolicy[] => rolePolicies(resources, resolve, logicalId(role));

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

/** IAM's answer for one request of a function, under the given policies (the role's by default). */
const simulate = (
  fn: FunctionName,
  request: IamRequest,
  identityPolicies = policiesOf(roles[fn]),
): Promise<string> =>
  decide(ACCOUNT, logicalId(roles[fn]), identityPolicies, request).catch(
    (error: unknown) => `error ${String(error)}`,
  );

describe('permissions proven against the recorded calls', () => {
  it('has recorded calls to check', () => {
    expect(runDir, 'No recorded AWS calls: run the unit, integration and e2e suites first').toBeDefined();
    expect(calls.length).toBeGreaterThan(0);
  });

  it("allows every call a function's code made, under that function's role", async () => {
    const denied: string[] = [];
    for (const fn of functionNames) {
      const identityPolicies = policiesOf(roles[fn]);
      for (const request of requests.get(fn)?.values() ?? []) {
        const answer = await simulate(fn, request, identityPolicies);
        if (answer !== 'Allowed') {
          denied.push(`${fn}: ${request.action} on ${request.what} (${request.resource}) is ${answer}`);
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

describe("S3's answer to a read of a missing key", () => {
  const mediaBucket = stack.storage.buckets.media;
  const checkpointRead = (outcome?: 'missing'): RecordedCall => ({
    fn: 'archive',
    client: 'S3Client',
    command: 'GetObjectCommand',
    input: { Bucket: 'bucket:media', Key: 'archives/s1/0123456789abcdef-1.checkpoint.json' },
    ...(outcome ? { outcome } : {}),
  });
  /** The archive role's policies without any statement that grants listing. */
  const withoutListing = () =>
    policiesOf(roles.archive).map(({ name, policy }) => ({
      name,
      policy: {
        ...policy,
        Statement: policy.Statement.filter((statement) => !list(statement.Action).includes('s3:ListBucket')),
      },
    }));

  it('needs the bucket listed only when the key was missing', () => {
    // Act
    const found = iamRequestsOf(checkpointRead(), arnOf).map((request) => request.action);
    const missing = iamRequestsOf(checkpointRead('missing'), arnOf);
    // Assess
    expect(found).toEqual(['s3:GetObject']);
    expect(missing.map(({ action, resource, context }) => [action, resource, context])).toEqual([
      ['s3:GetObject', `${arn(mediaBucket.bucketArn)}/archives/s1/0123456789abcdef-1.checkpoint.json`, {}],
      ['s3:ListBucket', arn(mediaBucket.bucketArn), {}],
    ]);
  });

  it("allows the archive worker's first read of a checkpoint, and would not without listing", async () => {
    // Prepare
    const requests = iamRequestsOf(checkpointRead('missing'), arnOf);
    const stripped = withoutListing();
    // Act
    const withGrant = await Promise.all(requests.map((request) => simulate('archive', request)));
    const withoutGrant = await Promise.all(requests.map((request) => simulate('archive', request, stripped)));
    // Assess
    expect(withGrant).toEqual(['Allowed', 'Allowed']);
    expect(withoutGrant).toEqual(['Allowed', 'ImplicitlyDenied']);
  });

  it('does not take a listing scoped by prefix for the right to hear "no such key"', async () => {
    // Prepare: a role that may list archives/ only, as a prefix condition would scope it
    const scoped: PolicyDocument = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: 's3:ListBucket',
          Resource: arn(mediaBucket.bucketArn),
          Condition: { StringLike: { 's3:prefix': ['archives/*'] } },
        },
      ],
    };
    const [, listing] = iamRequestsOf(checkpointRead('missing'), arnOf);
    if (!listing) throw new Error('No listing request for a missing key');
    // Act
    const answer = await simulate('archive', listing, [{ name: 'scoped', policy: scoped }]);
    // Assess
    expect(answer).not.toBe('Allowed');
  });
});

describe('keys the proof does not model', () => {
  it('keeps every table, bucket, queue and secret under an AWS-owned or AWS-managed key', () => {
    // Under a customer-managed KMS key, each call would also need kms:Decrypt or kms:GenerateDataKey
    // from the key's policy, which the recorded calls do not show: the proof would pass while AWS
    // refused. This holds the stack to the keys that need no grant of their own.
    // Act
    const customerKeys = Object.entries(resources)
      .filter(([, { Type, Properties }]) => {
        const text = JSON.stringify(Properties);
        if (Type === 'AWS::SQS::Queue') return Properties.KmsMasterKeyId !== undefined;
        if (Type === 'AWS::SecretsManager::Secret') return Properties.KmsKeyId !== undefined;
        if (Type === 'AWS::DynamoDB::Table') return text.includes('KMSMasterKeyId');
        if (Type === 'AWS::S3::Bucket') return text.includes('aws:kms');
        return Type === 'AWS::KMS::Key';
      })
      .map(([id]) => id);
    // Assess
    expect(customerKeys).toEqual([]);
  });
});
