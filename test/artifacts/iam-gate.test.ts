/**
 * The IAM gate in front of a real emulator, driven by the SDK clients the functions use: what the
 * policies allow reaches moto, what they do not is refused as AWS refuses it, and the answers that
 * depend on permissions (a missing key, a multi-object delete) are AWS's, not moto's.
 */
import {
  CreateTableCommand,
  DynamoDBClient,
  PutItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  CreateSecretCommand,
  GetSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { CreateEmailIdentityCommand, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  CreateQueueCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '#scripts/emulator/emulator.js';
import { freePort } from '../helpers/free-port.js';
import { type Denial, type IamGate, type PolicyDocument, startIamGate } from './iam-gate.js';

const REGION = 'eu-west-3';
const ACCOUNT = '123456789012';
const BUCKET = 'gate-media';
const BUCKET_ARN = `arn:aws:s3:::${BUCKET}`;
const GRANTED_TABLE = 'gate-granted';
const OTHER_TABLE = 'gate-other';
const QUEUE = 'gate-queue';
const QUEUE_ARN = `arn:aws:sqs:${REGION}:${ACCOUNT}:${QUEUE}`;
const SENDER_DOMAIN = 'gate.example';

/** One caller per way of granting the listing S3 needs to say "no such key". */
const LISTS = 'ARTIFACTLISTS';
const NO_LIST = 'ARTIFACTNOLIST';
const PREFIX_LIST = 'ARTIFACTPREFIXLIST';

const allow = (Action: string | string[], Resource: string | string[], Condition?: object) => ({
  Effect: 'Allow',
  Action,
  Resource,
  ...(Condition ? { Condition } : {}),
});

/** A worker's policies: reads the bucket, writes under uploads/ only, one table, one queue. */
const workerPolicy = (listing: object[], secretArn: string): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: [
    allow(['s3:GetObject', 's3:DeleteObject'], `${BUCKET_ARN}/photos/*`),
    allow('s3:PutObject', `${BUCKET_ARN}/uploads/*`),
    ...listing,
    allow('dynamodb:PutItem', `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${GRANTED_TABLE}`),
    allow('sqs:SendMessage', QUEUE_ARN),
    allow('secretsmanager:GetSecretValue', secretArn),
    allow('ses:SendEmail', `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${SENDER_DOMAIN}`),
  ],
});

let emulator: RunningEmulator;
let gate: IamGate;
let secretArn: string;

const clientConfig = (accessKeyId: string, endpoint = gate.url) => ({
  region: REGION,
  endpoint,
  credentials: { accessKeyId, secretAccessKey: 'not-checked' },
  maxAttempts: 1,
});
const s3Of = (caller: string) => new S3Client({ ...clientConfig(caller), forcePathStyle: true });
const dynamoOf = (caller: string) => new DynamoDBClient(clientConfig(caller));
const sqsOf = (caller: string) => new SQSClient(clientConfig(caller));

/** The error a call ends with: its SDK name and HTTP status. */
const failure = async (call: Promise<unknown>): Promise<{ name: string; status: number | undefined }> => {
  try {
    await call;
  } catch (error) {
    const { name, $metadata } = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name, status: $metadata?.httpStatusCode };
  }
  throw new Error('The call succeeded');
};

/** What a step gave, and the refusals it added. */
const during = async <T>(step: () => Promise<T>): Promise<{ result: T; denials: Denial[] }> => {
  const before = gate.denials.length;
  const result = await step();
  return { result, denials: gate.denials.slice(before) };
};

beforeAll(async () => {
  emulator = await startEmulator(await freePort());
  // Arranged straight on the emulator, as the tier's tooling does.
  const tooling = clientConfig('TOOLING', emulator.endpoint);
  const s3 = new S3Client({ ...tooling, forcePathStyle: true });
  await s3.send(
    new CreateBucketCommand({ Bucket: BUCKET, CreateBucketConfiguration: { LocationConstraint: REGION } }),
  );
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/a.jpg', Body: 'jpeg bytes' }));
  const dynamo = new DynamoDBClient(tooling);
  for (const TableName of [GRANTED_TABLE, OTHER_TABLE]) {
    await dynamo.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }
  await new SQSClient(tooling).send(new CreateQueueCommand({ QueueName: QUEUE }));
  const secret = await new SecretsManagerClient(tooling).send(
    new CreateSecretCommand({ Name: 'gate-secret', SecretString: 's3cret' }),
  );
  secretArn = secret.ARN ?? '';
  await new SESv2Client(tooling).send(new CreateEmailIdentityCommand({ EmailIdentity: SENDER_DOMAIN }));

  const policies: Record<string, PolicyDocument[]> = {
    [LISTS]: [workerPolicy([allow('s3:ListBucket', BUCKET_ARN)], secretArn)],
    [NO_LIST]: [workerPolicy([], secretArn)],
    [PREFIX_LIST]: [
      workerPolicy(
        [allow('s3:ListBucket', BUCKET_ARN, { StringLike: { 's3:prefix': ['photos/*'] } })],
        secretArn,
      ),
    ],
  };
  gate = await startIamGate({ emulator: emulator.endpoint, policiesOf: (key) => policies[key] });
});

afterAll(async () => {
  await gate?.close();
  await emulator?.stop();
});

describe('S3 through the gate', () => {
  it('lets an allowed read through', async () => {
    // Act
    const answer = await s3Of(NO_LIST).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/a.jpg' }));
    // Assess
    expect(await answer.Body?.transformToString()).toBe('jpeg bytes');
  });

  it('refuses a write outside the granted prefix, and the object is not written', async () => {
    // Act
    const { result: refused, denials } = await during(() =>
      failure(s3Of(LISTS).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'photos/b.jpg', Body: 'x' }))),
    );
    // Assess
    expect(refused).toEqual({ name: 'AccessDenied', status: 403 });
    expect(denials).toEqual([
      {
        caller: LISTS,
        action: 's3:PutObject',
        resource: `${BUCKET_ARN}/photos/b.jpg`,
        what: `${BUCKET}/photos/b.jpg`,
      },
    ]);
    const check = new S3Client({ ...clientConfig('TOOLING', emulator.endpoint), forcePathStyle: true });
    expect(
      (await failure(check.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'photos/b.jpg' })))).status,
    ).toBe(404);
  });

  it('identifies the signer of a presigned URL', async () => {
    // Prepare
    const presigner = new S3Client({
      ...clientConfig(NO_LIST),
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const inUploads = await getSignedUrl(
      presigner,
      new PutObjectCommand({ Bucket: BUCKET, Key: 'uploads/p.jpg' }),
    );
    const outside = await getSignedUrl(
      presigner,
      new PutObjectCommand({ Bucket: BUCKET, Key: 'exports/p.jpg' }),
    );
    // Act
    const granted = await fetch(inUploads, { method: 'PUT', body: 'uploaded' });
    const denied = await fetch(outside, { method: 'PUT', body: 'uploaded' });
    // Assess
    expect(granted.status).toBe(200);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('<Code>AccessDenied</Code>');
    expect(gate.denials.at(-1)).toMatchObject({ caller: NO_LIST, action: 's3:PutObject' });
  });

  describe('a read of a missing key', () => {
    const missing = { Bucket: BUCKET, Key: 'photos/missing.json' };

    it('is "no such key" to a caller that may list the bucket', async () => {
      // Act
      const read = await failure(s3Of(LISTS).send(new GetObjectCommand(missing)));
      const head = await failure(s3Of(LISTS).send(new HeadObjectCommand(missing)));
      // Assess
      expect(read).toEqual({ name: 'NoSuchKey', status: 404 });
      expect(head).toEqual({ name: 'NotFound', status: 404 });
    });

    it('is AccessDenied to a caller that may not list it', async () => {
      // Act
      const { result: read, denials } = await during(() =>
        failure(s3Of(NO_LIST).send(new GetObjectCommand(missing))),
      );
      const head = await failure(s3Of(NO_LIST).send(new HeadObjectCommand(missing)));
      // Assess: a HEAD answer has no body, so only its status tells the SDK what happened
      expect(read).toEqual({ name: 'AccessDenied', status: 403 });
      expect(head).toEqual({ name: 'Unknown', status: 403 });
      expect(denials.map(({ caller, action, resource }) => [caller, action, resource])).toEqual([
        [NO_LIST, 's3:ListBucket', BUCKET_ARN],
      ]);
      expect(gate.denials.at(-1)).toMatchObject({ caller: NO_LIST, action: 's3:ListBucket' });
    });

    it('is AccessDenied to a caller that may list only under a prefix, even that one', async () => {
      // Prepare: the listing the prefix allows
      await s3Of(PREFIX_LIST).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'photos/' }));
      // Act
      const read = await failure(s3Of(PREFIX_LIST).send(new GetObjectCommand(missing)));
      // Assess
      expect(read).toEqual({ name: 'AccessDenied', status: 403 });
    });
  });

  it('refuses a multi-object delete key by key, as S3 does', async () => {
    // Prepare
    const tooling = new S3Client({ ...clientConfig('TOOLING', emulator.endpoint), forcePathStyle: true });
    for (const Key of ['photos/gone.jpg', 'exports/kept.xlsx']) {
      await tooling.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'x' }));
    }
    // Act
    const answer = await s3Of(LISTS).send(
      new DeleteObjectsCommand({
        Bucket: BUCKET,
        Delete: { Objects: [{ Key: 'photos/gone.jpg' }, { Key: 'exports/kept.xlsx' }], Quiet: true },
      }),
    );
    // Assess
    expect(answer.Errors).toEqual([
      { Key: 'exports/kept.xlsx', Code: 'AccessDenied', Message: 'Access Denied' },
    ]);
    const left = await tooling.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (left.Contents ?? []).map((object) => object.Key);
    expect(keys).toContain('exports/kept.xlsx');
    expect(keys).not.toContain('photos/gone.jpg');
  });
});

describe('JSON services through the gate', () => {
  it('refuses a DynamoDB write to a table not granted, and allows the granted one', async () => {
    // Prepare
    const item = { pk: { S: 'k1' } };
    // Act
    await dynamoOf(NO_LIST).send(new PutItemCommand({ TableName: GRANTED_TABLE, Item: item }));
    const { result: refused, denials } = await during(() =>
      failure(dynamoOf(NO_LIST).send(new PutItemCommand({ TableName: OTHER_TABLE, Item: item }))),
    );
    // Assess
    expect(refused).toEqual({ name: 'AccessDeniedException', status: 400 });
    expect(denials).toEqual([
      {
        caller: NO_LIST,
        action: 'dynamodb:PutItem',
        resource: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${OTHER_TABLE}`,
        what: OTHER_TABLE,
      },
    ]);
  });

  it('refuses a transaction with one item on a table not granted', async () => {
    // Act
    const refused = await failure(
      dynamoOf(NO_LIST).send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: GRANTED_TABLE, Item: { pk: { S: 't1' } } } },
            { Put: { TableName: OTHER_TABLE, Item: { pk: { S: 't1' } } } },
          ],
        }),
      ),
    );
    // Assess
    expect(refused).toEqual({ name: 'AccessDeniedException', status: 400 });
    expect(gate.denials.at(-1)).toMatchObject({
      action: 'dynamodb:PutItem',
      what: `${OTHER_TABLE} (transaction Put)`,
    });
  });

  it('lets a granted SQS send through, and refuses a receive', async () => {
    // Prepare
    const sqs = sqsOf(NO_LIST);
    const QueueUrl = `${gate.url}/${ACCOUNT}/${QUEUE}`;
    // Act
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'hello' }));
    const refused = await failure(sqs.send(new ReceiveMessageCommand({ QueueUrl })));
    // Assess
    const tooling = new SQSClient(clientConfig('TOOLING', emulator.endpoint));
    const received = await tooling.send(
      new ReceiveMessageCommand({ QueueUrl: `${emulator.endpoint}/${ACCOUNT}/${QUEUE}`, WaitTimeSeconds: 1 }),
    );
    expect(received.Messages?.map((message) => message.Body)).toEqual(['hello']);
    expect(refused).toEqual({ name: 'AccessDenied', status: 403 });
    expect(gate.denials.at(-1)).toMatchObject({
      caller: NO_LIST,
      action: 'sqs:ReceiveMessage',
      resource: QUEUE_ARN,
    });
  });

  it('authorizes a secret read by name under its ARN', async () => {
    // Act
    const secrets = new SecretsManagerClient(clientConfig(NO_LIST));
    const byArn = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
    const byName = await secrets.send(new GetSecretValueCommand({ SecretId: 'gate-secret' }));
    // Assess
    expect([byArn.SecretString, byName.SecretString]).toEqual(['s3cret', 's3cret']);
  });

  it("allows mail from the granted domain's identity only", async () => {
    // Prepare
    const ses = new SESv2Client(clientConfig(NO_LIST));
    const mail = (from: string) =>
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: ['family@example.com'] },
        Content: { Simple: { Subject: { Data: 'Photos' }, Body: { Text: { Data: 'New photos' } } } },
      });
    // Act
    await ses.send(mail(`no-reply@${SENDER_DOMAIN}`));
    const refused = await failure(ses.send(mail('no-reply@elsewhere.example')));
    // Assess
    expect(refused).toEqual({ name: 'AccessDeniedException', status: 403 });
  });

  it('refuses a caller it has no policies for, as AWS refuses an unknown key', async () => {
    // Act
    const refused = await failure(
      dynamoOf('STRANGER').send(new PutItemCommand({ TableName: GRANTED_TABLE, Item: { pk: { S: 'k2' } } })),
    );
    // Assess
    expect(refused).toEqual({ name: 'UnrecognizedClientException', status: 400 });
    expect(gate.denials.at(-1)).toMatchObject({ caller: 'STRANGER', action: 'PutItemCommand' });
  });
});
