/**
 * The stack's resources in the emulator, for the artifacts tier: tables, bucket, queues and sender
 * provisioned under a fresh prefix as every emulator test does, plus the stack's secrets (token key,
 * CloudFront's origin secret, the media signing key) created in the emulator's Secrets Manager with
 * values the tests know. The template's logical resources are mapped to them through the stack's own
 * objects, so a function's environment (its `Environment.Variables`, resolved) and its role's
 * policies name the same tables, bucket, queues and secrets as the emulator holds.
 *
 * Each function calls AWS with its own access key id (`ARTIFACT<NAME>`): whatever stands at the
 * endpoint can tell the functions apart, and authorize each call against that function's role.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { CreateSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { type FunctionName, functionNames } from '#functions/adapters/call-recorder.js';
import { type ApiDeps, composeApi } from '#functions/composition/api.js';
import { type CoreDeps, createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { createLocalDistribution } from '#scripts/local/edge.js';
import { type Provisioned, provision } from '#scripts/local/provision.js';
import { functionEnvironment, type LocalNames, localNames } from '#scripts/local/resource-names.js';
import { envNames } from '#shared/env-names.js';
import type { BucketName, QueueName, TableName } from '#shared/resources.js';
import { type NamedPolicy, rolePolicies } from '../iam/role-policies.js';
import { type PhysicalResources, REGION, type Resolve, templateResolver } from '../iam/template-resolver.js';
import { type ArtifactAssembly, artifactAssembly } from './assembly.js';
import {
  type ArtifactRun,
  type Container,
  type ContainerOptions,
  type LambdaIdentity,
  runArtifact,
  startContainer,
} from './lambda-runtime.js';

export { REGION };

/** The access key id a function's calls carry: `ARTIFACT` and its name, e.g. ARTIFACTEXPIRYREMINDER. */
export const accessKeyIdOf = (fn: FunctionName): string => `ARTIFACT${fn.replace(/-/g, '').toUpperCase()}`;

/** The function whose calls carry this access key id, if any. */
export const functionOfAccessKeyId = (accessKeyId: string): FunctionName | undefined =>
  functionNames.find((fn) => accessKeyIdOf(fn) === accessKeyId);

/** The secret key of every function (the emulator checks no signature; a gate in front of it may). */
export const ARTIFACT_SECRET_ACCESS_KEY = 'artifact-secret-access-key';

/** A CloudFront domain for the site's distribution, which the emulator does not have. */
const DISTRIBUTION_DOMAIN = 'd111111abcdef8.cloudfront.net';

export interface StackSecret {
  readonly arn: string;
  readonly value: string;
}

export interface ArtifactCloud {
  /** The emulator itself (what provisioning and the tests' own calls use). */
  readonly endpoint: string;
  readonly names: LocalNames;
  readonly provisioned: Provisioned;
  readonly secrets: {
    readonly jwt: StackSecret;
    readonly originVerify: StackSecret;
    readonly mediaSigningKey: StackSecret;
  };
  /** The template's intrinsic functions, resolved to the emulator's resources. */
  readonly resolve: Resolve;
  /** The physical names, ARNs and URLs that stand for the template's logical resources. */
  readonly physical: PhysicalResources;
  /** The function's `Environment.Variables` from the template, resolved. */
  environmentOf(fn: FunctionName): Record<string, string>;
  /** The identity policies of the function's role, resolved to the same resources. */
  identityPoliciesOf(fn: FunctionName): NamedPolicy[];
  /** Every function's role policies, by the access key id its calls carry. */
  policiesByAccessKeyId(): Record<string, NamedPolicy[]>;
  /** Name, memory, timeout (the template's) and credentials of the function. */
  identityOf(fn: FunctionName): LambdaIdentity;
  /**
   * Where the functions send their AWS calls: the emulator, or a gate in front of it (set before
   * running them).
   */
  functionEndpoint: string;
  /** Runs the function's asset with these events, in one container. */
  run(fn: FunctionName, events: readonly unknown[]): Promise<ArtifactRun>;
  /** Starts a container of the function's asset, to hand it events one at a time. */
  start(fn: FunctionName): Promise<Container>;
  /** The stores and queues for arranging and checking data, as tooling (no function's calls). */
  readonly tooling: ApiDeps;
  readonly toolingCore: CoreDeps;
  readonly clients: {
    readonly s3: S3Client;
    readonly dynamo: DynamoDBClient;
    readonly streams: DynamoDBStreamsClient;
    readonly sqs: SQSClient;
    readonly secrets: SecretsManagerClient;
  };
}

const mapValues = <K extends string, V, W>(record: Record<K, V>, value: (v: V, key: K) => W): Record<K, W> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, value(v as V, k as K)])) as Record<K, W>;

/** Provisions the stack's resources in the emulator at `endpoint` and maps the template onto them. */
export const createArtifactCloud = async (
  endpoint: string,
  assembly: ArtifactAssembly = artifactAssembly(),
): Promise<ArtifactCloud> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  const { stack, template, logicalId, functionOf, lambdaOf, assetDirOf } = assembly;
  const clientConfig = { region: REGION, endpoint, maxAttempts: 1 };
  const clients = {
    s3: new S3Client({ ...clientConfig, forcePathStyle: true }),
    dynamo: new DynamoDBClient(clientConfig),
    streams: new DynamoDBStreamsClient(clientConfig),
    sqs: new SQSClient(clientConfig),
    secrets: new SecretsManagerClient(clientConfig),
  };

  // The sender verified in SES is the one the template gives the mail worker.
  const unresolved = templateResolver(template.Resources);
  const templateSender = String(
    unresolved(
      (lambdaOf('mail').Properties.Environment as { Variables: Record<string, unknown> }).Variables[
        envNames.mailSender
      ],
    ),
  );

  const prefix = `a${randomBytes(4).toString('hex')}`;
  const names = localNames(prefix);
  // The emulator's stand-in for the site's distribution, which the photos stream handler invalidates.
  const distributionId = await createLocalDistribution(
    new CloudFrontClient(clientConfig),
    `https://${DISTRIBUTION_DOMAIN}`,
    prefix,
  );
  const provisioned = await provision(
    { dynamo: clients.dynamo, s3: clients.s3, sqs: clients.sqs, ses: new SESv2Client(clientConfig) },
    { names, region: REGION, siteOrigins: [`https://${DISTRIBUTION_DOMAIN}`], mailSender: templateSender },
  );

  const createSecret = async (name: string, value: string): Promise<StackSecret> => {
    const answer = await clients.secrets.send(
      new CreateSecretCommand({ Name: `${prefix}-${name}`, SecretString: value }),
    );
    if (!answer.ARN) throw new Error(`No ARN for the secret ${name}`);
    return { arn: answer.ARN, value };
  };
  const secrets = {
    jwt: await createSecret('jwt', randomBytes(32).toString('hex')),
    originVerify: await createSecret('origin-verify', randomBytes(24).toString('hex')),
    mediaSigningKey: await createSecret(
      'media-signing-key',
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    ),
  };

  const byId = <K extends string>(
    constructs: Record<K, Parameters<typeof logicalId>[0]>,
    value: (key: K) => string,
  ): [string, string][] =>
    (Object.keys(constructs) as K[]).map((key) => [logicalId(constructs[key]), value(key)]);
  const physical: PhysicalResources = {
    names: Object.fromEntries([
      ...byId(stack.data.tables, (t: TableName) => names.tables[t]),
      ...byId(stack.storage.buckets, (b: BucketName) => names.buckets[b]),
      ...byId(stack.data.queues, (q: QueueName) => names.queues[q]),
      ...byId(stack.data.deadLetterQueues, (q: QueueName) => names.deadLetterQueues[q]),
    ]),
    refs: Object.fromEntries([
      [logicalId(stack.web.distribution), distributionId],
      ...byId(stack.data.queues, (q: QueueName) => provisioned.queueUrls[q]),
      ...byId(stack.data.deadLetterQueues, (q: QueueName) => provisioned.deadLetterUrls[q]),
    ]),
    arns: {
      [logicalId(stack.api.jwtSecret)]: secrets.jwt.arn,
      [logicalId(stack.api.originVerifySecret)]: secrets.originVerify.arn,
      [logicalId(stack.archiveDownloads.privateKey)]: secrets.mediaSigningKey.arn,
    },
    attributes: { [`${logicalId(stack.web.distribution)}.DomainName`]: DISTRIBUTION_DOMAIN },
  };
  const resolve = templateResolver(template.Resources, physical);

  const environmentOf = (fn: FunctionName): Record<string, string> => {
    const variables =
      (lambdaOf(fn).Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables ?? {};
    return mapValues(variables, (value, name) => {
      const resolved = resolve(value);
      if (typeof resolved !== 'string')
        throw new Error(`${fn}: ${name} resolves to ${JSON.stringify(resolved)}`);
      return resolved;
    });
  };
  const identityPoliciesOf = (fn: FunctionName): NamedPolicy[] =>
    rolePolicies(template.Resources, resolve, logicalId(functionOf(fn).role));
  const identityOf = (fn: FunctionName): LambdaIdentity => {
    const { MemorySize, Timeout } = lambdaOf(fn).Properties as { MemorySize?: number; Timeout?: number };
    return {
      functionName: `${prefix}-${fn}`,
      memoryMb: MemorySize ?? 128,
      timeoutSeconds: Timeout ?? 3,
      region: REGION,
      accessKeyId: accessKeyIdOf(fn),
      secretAccessKey: ARTIFACT_SECRET_ACCESS_KEY,
      sessionToken: `artifact-session-${fn}`,
    };
  };

  const containerOf = (fn: FunctionName): ContainerOptions => ({
    assetDir: assetDirOf(fn),
    identity: identityOf(fn),
    environment: { ...environmentOf(fn), [envNames.endpoint]: cloud.functionEndpoint },
  });

  // Stores for the tests' own reads and writes, built as the local runtime builds them.
  const toolingConfig = loadConfig(
    functionEnvironment({
      names,
      queueUrls: provisioned.queueUrls,
      endpoint,
      region: REGION,
      jwtSecret: secrets.jwt.value,
      siteUrl: `https://${DISTRIBUTION_DOMAIN}`,
      mailSender: templateSender,
      mailLogBodies: false,
    }),
  );
  const toolingCore = createCoreDeps(toolingConfig, { fn: 'tooling', maxAttempts: 1 });

  const cloud: ArtifactCloud = {
    endpoint,
    names,
    provisioned,
    secrets,
    resolve,
    physical,
    environmentOf,
    identityPoliciesOf,
    policiesByAccessKeyId: () =>
      Object.fromEntries(functionNames.map((fn) => [accessKeyIdOf(fn), identityPoliciesOf(fn)])),
    identityOf,
    functionEndpoint: endpoint,
    run: (fn, events) => runArtifact({ ...containerOf(fn), events }),
    start: (fn) => startContainer(containerOf(fn)),
    tooling: await composeApi(toolingCore),
    toolingCore,
    clients,
  };
  return cloud;
};
