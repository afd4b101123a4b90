/**
 * Records the AWS calls a function's code makes, tagged with the function that owns the code, so the
 * permission proof (test/iam) can evaluate each of them against that function's policies in the
 * synthesized template. Off unless AWS_CALL_LOG_DIR names a folder: the test runs set it, the Lambdas
 * never do. Presigned URLs go through the same middleware stack, so a signed URL is recorded as a
 * call of the function that signs it.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  InitializeHandler,
  InitializeHandlerArguments,
  MetadataBearer,
  MiddlewareStack,
  Pluggable,
} from '@smithy/types';

/** The functions of the stack whose code calls AWS; each has its own role in infra/. */
export const functionNames = [
  'api',
  'media',
  'rotate',
  'faces',
  'archive',
  'mail',
  'expiry',
  'expiry-reminder',
  'photo-digest',
  'archive-signing-key',
] as const;
export type FunctionName = (typeof functionNames)[number];
/**
 * Who uses a set of clients: a function of the stack, or 'tooling' for code that is no function's
 * (tests arranging data, the local runtime's pollers and demo seeding), whose calls are not recorded.
 */
export type ClientOwner = FunctionName | 'tooling';

export const CALL_LOG_DIR_ENV = 'AWS_CALL_LOG_DIR';

export interface RecordedCall {
  readonly fn: FunctionName;
  /** The SDK client, e.g. S3Client, DynamoDBClient. */
  readonly client: string;
  /** The SDK command, e.g. GetObjectCommand. */
  readonly command: string;
  /** The parameters that name resources (bucket, key, prefix, table, index, queue, secret…). */
  readonly input: Record<string, unknown>;
  /**
   * Set when the call failed because what it named does not exist. Some answers depend on the
   * caller's permissions: S3 says "no such key" only to a caller that may list the bucket, and
   * "access denied" to any other, so the proof must know which calls relied on that answer.
   */
  readonly outcome?: 'missing';
}

/** S3's "no such key" (GetObject) and "not found" (HeadObject, which has no body to name it). */
const MISSING_ERRORS = new Set(['NoSuchKey', 'NotFound']);

/**
 * Physical names of the resources (table names, bucket names, queue URLs, secret ARNs) to the names the
 * proof knows them by in the template: `table:photos`, `bucket:media`, `queue:mail`, `secret:jwt`,
 * `sender`. A name missing here is recorded as it is, and the proof names it as unknown.
 */
export type ResourceNames = Readonly<Record<string, string>>;

/** Fields of a command's input that name what the call touches; values are kept, bodies are not. */
const NAMED_FIELDS = [
  'Bucket',
  'TableName',
  'QueueUrl',
  'SecretId',
  'FromEmailAddress',
  'DistributionId',
] as const;
const PLAIN_FIELDS = ['Key', 'Prefix', 'IndexName', 'ConfigurationSetName'] as const;

/** The resource-naming part of a command's input, including the per-item tables of batches and transactions. */
export const resourceInput = (
  input: Record<string, unknown>,
  names: ResourceNames = {},
): Record<string, unknown> => {
  const named = (value: unknown): unknown => (typeof value === 'string' ? (names[value] ?? value) : value);
  const picked: Record<string, unknown> = {};
  for (const field of NAMED_FIELDS) if (input[field] !== undefined) picked[field] = named(input[field]);
  // Strings only: an S3 key is kept, a DynamoDB key (an attribute map) says nothing of permissions.
  for (const field of PLAIN_FIELDS) if (typeof input[field] === 'string') picked[field] = input[field];
  // A copy reads its source `bucket/key`: the bucket is named as the proof knows it, like `Bucket`.
  if (typeof input.CopySource === 'string') {
    const [bucket = '', ...key] = input.CopySource.split('/');
    picked.CopySource = [named(decodeURIComponent(bucket)), ...key].join('/');
  }
  const deleted = (input.Delete as { Objects?: { Key?: string }[] } | undefined)?.Objects;
  if (Array.isArray(deleted)) picked.Keys = deleted.map((object) => object.Key);
  if (Array.isArray(input.TransactItems)) {
    // One action per item: [kind, table, index?] (Put, Update, Delete, ConditionCheck, Get).
    picked.TransactItems = (input.TransactItems as Record<string, { TableName?: string }>[]).map((item) => {
      const [kind = ''] = Object.keys(item);
      return [kind, named(item[kind]?.TableName)];
    });
  }
  if (input.RequestItems && typeof input.RequestItems === 'object') {
    // Batch reads and writes: the tables they touch.
    picked.RequestItems = Object.keys(input.RequestItems).map(named);
  }
  return picked;
};

const written = new Set<string>();

const record = (dir: string, call: RecordedCall): void => {
  const line = JSON.stringify(call);
  // The same call (same keys) is written once per process: the proof needs each shape, not a count.
  if (written.has(line)) return;
  written.add(line);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `calls-${process.pid}.jsonl`), `${line}\n`);
};

/** A middleware that records each command sent (or presigned) by a client of `fn`. */
export const callRecorder = <I extends object, O extends MetadataBearer>(
  fn: FunctionName,
  dir: string,
  names: ResourceNames = {},
): Pluggable<I, O> => ({
  applyToStack(stack) {
    stack.add(
      (next: InitializeHandler<I, O>, context) => async (args: InitializeHandlerArguments<I>) => {
        const { clientName, commandName } = context as { clientName?: string; commandName?: string };
        const call: RecordedCall = {
          fn,
          client: clientName ?? 'unknown',
          command: commandName ?? 'unknown',
          input: resourceInput(args.input as Record<string, unknown>, names),
        };
        record(dir, call);
        try {
          return await next(args);
        } catch (error) {
          if (error instanceof Error && MISSING_ERRORS.has(error.name))
            record(dir, { ...call, outcome: 'missing' });
          throw error;
        }
      },
      { step: 'initialize', name: 'portalCallRecorder', priority: 'high' },
    );
  },
});

/** Returns the client, with the recorder on its middleware stack when the environment asks for it. */
export const recordCallsOf = <
  C extends { middlewareStack: MiddlewareStack<I, O> },
  I extends object,
  O extends MetadataBearer,
>(
  client: C,
  fn: ClientOwner,
  names: ResourceNames = {},
  env: NodeJS.ProcessEnv = process.env,
): C => {
  const dir = env[CALL_LOG_DIR_ENV];
  if (dir && fn !== 'tooling') client.middlewareStack.use(callRecorder<I, O>(fn, dir, names));
  return client;
};
