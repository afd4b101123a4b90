/**
 * The events the deployed functions receive, built the way their triggers build them: SQS messages
 * taken from the emulator's queues and wrapped by the local runtime's own record builder (as Lambda's
 * event source mapping does), DynamoDB stream records read from the emulator's stream by the local
 * runtime's stream reader and filtered by the template's filter, an HTTP API (payload 2.0) request,
 * a scheduler run, and a CloudFormation request as the custom resource provider forwards it.
 */
import { randomUUID } from 'node:crypto';
import { ChangeMessageVisibilityCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type {
  APIGatewayProxyEventV2,
  CloudFormationCustomResourceCreateEvent,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  SQSEvent,
} from 'aws-lambda';
import type { FunctionName } from '#functions/adapters/call-recorder.js';
import { toRecord } from '#scripts/local/queue-poller.js';
import { createStreamPoller } from '#scripts/local/stream-poller.js';
import type { QueueName } from '#shared/resources.js';
import { type ArtifactCloud, REGION } from './artifact-cloud.js';
import type { ArtifactAssembly, CfnResource } from './assembly.js';

/** The template's event source mapping that feeds this function from this source. */
const eventSourceOf = (
  assembly: ArtifactAssembly,
  fn: FunctionName,
  source: unknown,
): CfnResource['Properties'] => {
  const functionRef = JSON.stringify({ Ref: assembly.logicalId(assembly.functionOf(fn).fn) });
  const mapping = Object.values(assembly.template.Resources).find(
    (resource) =>
      resource.Type === 'AWS::Lambda::EventSourceMapping' &&
      JSON.stringify(resource.Properties.FunctionName) === functionRef &&
      JSON.stringify(resource.Properties.EventSourceArn) === JSON.stringify(source),
  );
  if (!mapping)
    throw new Error(`No event source mapping feeds the ${fn} function from ${JSON.stringify(source)}`);
  return mapping.Properties;
};

/**
 * The events Lambda would hand `fn` for this test's messages now on `queue` (those whose body
 * `select` picks; the others are made visible again at once), received until `count` came, in
 * batches of the mapping's size.
 */
export const sqsEvents = async (
  cloud: ArtifactCloud,
  assembly: ArtifactAssembly,
  fn: FunctionName,
  queue: QueueName,
  count: number,
  select: (body: string) => boolean,
  timeoutMs = 60_000,
): Promise<SQSEvent[]> => {
  const source = { 'Fn::GetAtt': [assembly.logicalId(assembly.stack.data.queues[queue]), 'Arn'] };
  const batchSize = Number(eventSourceOf(assembly, fn, source).BatchSize ?? 10);
  const queueUrl = cloud.provisioned.queueUrls[queue];
  const queueArn = cloud.provisioned.queueArns[queue];
  const received: SQSEvent['Records'] = [];
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline)
      throw new Error(`${received.length} of ${count} messages on the ${queue} queue`);
    const answer = await cloud.clients.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
      }),
    );
    for (const message of answer.Messages ?? []) {
      if (select(message.Body ?? '')) received.push(toRecord(message, { queueArn, region: REGION }));
      else {
        await cloud.clients.sqs.send(
          new ChangeMessageVisibilityCommand({
            QueueUrl: queueUrl,
            ReceiptHandle: message.ReceiptHandle,
            VisibilityTimeout: 0,
          }),
        );
      }
    }
  }
  const events: SQSEvent[] = [];
  for (let start = 0; start < received.length; start += batchSize) {
    events.push({ Records: received.slice(start, start + batchSize) });
  }
  return events;
};

/** Does a stream record match an event source filter pattern (`{"eventName": ["REMOVE"]}` and the like)? */
const matchesPattern = (record: DynamoDBRecord, pattern: Record<string, unknown>): boolean =>
  Object.entries(pattern).every(([field, allowed]) => {
    const value = (record as Record<string, unknown>)[field];
    if (Array.isArray(allowed)) return allowed.includes(value);
    if (allowed && typeof allowed === 'object' && value && typeof value === 'object') {
      return matchesPattern(value as DynamoDBRecord, allowed as Record<string, unknown>);
    }
    return false;
  });

/**
 * The event Lambda would hand the expiry function for what is now on the photos table's stream:
 * every record since the stream's start, kept if the mapping's filter lets it through.
 */
export const photoStreamEvent = async (
  cloud: ArtifactCloud,
  assembly: ArtifactAssembly,
): Promise<DynamoDBStreamEvent> => {
  const photosTable = assembly.logicalId(assembly.stack.data.tables.photos);
  const mapping = eventSourceOf(assembly, 'expiry', { 'Fn::GetAtt': [photosTable, 'StreamArn'] });
  const filters = (
    (mapping.FilterCriteria as { Filters?: { Pattern: string }[] } | undefined)?.Filters ?? []
  ).map((filter) => JSON.parse(filter.Pattern) as Record<string, unknown>);
  const records: DynamoDBRecord[] = [];
  const reader = createStreamPoller({
    dynamo: cloud.clients.dynamo,
    streams: cloud.clients.streams,
    tableName: cloud.names.tables.photos,
    region: REGION,
    functionName: 'artifact-stream-reader',
    batchSize: Number(mapping.BatchSize ?? 100),
    handler: async (event) => {
      records.push(...event.Records);
      return { batchItemFailures: [] };
    },
  });
  await reader.pollOnce();
  await reader.stop();
  return {
    Records: records.filter(
      (record) => filters.length === 0 || filters.some((pattern) => matchesPattern(record, pattern)),
    ),
  };
};

export interface HttpRequest {
  readonly method: string;
  /** Path and query, as the browser asks it (`/api/...`). */
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

/** An HTTP API request with the payload format 2.0 that the API's Lambda integration receives. */
export const httpApiEvent = (request: HttpRequest): APIGatewayProxyEventV2 => {
  const url = new URL(request.path, 'https://api.example');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'Mozilla/5.0 (artifacts tier)',
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-proto': 'https',
    host: 'abc123.execute-api.eu-west-3.amazonaws.com',
    ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const cookies = headers.cookie?.split(/;\s*/);
  delete headers.cookie;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(url.search ? { queryStringParameters: Object.fromEntries(url.searchParams.entries()) } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: headers.host ?? '',
      domainPrefix: 'abc123',
      http: {
        method: request.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.7',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(request.body !== undefined
      ? { body: JSON.stringify(request.body), isBase64Encoded: false }
      : { isBase64Encoded: false }),
  };
};

/**
 * What EventBridge Scheduler hands the daily jobs: their schedules give no input, and the handlers
 * read nothing from it.
 */
export const scheduledRun = (): Record<string, never> => ({});

/**
 * A CloudFormation Create request as the CDK provider framework hands it to its onEvent function:
 * the framework keeps the response URL to itself (it answers CloudFormation with the function's
 * result) and passes "..." in its place.
 */
export const customResourceCreate = (
  logicalResourceId: string,
  properties: Record<string, unknown>,
): CloudFormationCustomResourceCreateEvent => ({
  RequestType: 'Create',
  ServiceToken: `arn:aws:lambda:${REGION}:123456789012:function:portail-photos-ArchiveDownloadsKeyProvider`,
  ResponseURL: '...',
  StackId: `arn:aws:cloudformation:${REGION}:123456789012:stack/portail-photos/${randomUUID()}`,
  RequestId: randomUUID(),
  LogicalResourceId: logicalResourceId,
  ResourceType: 'AWS::CloudFormation::CustomResource',
  ResourceProperties: {
    ServiceToken: `arn:aws:lambda:${REGION}:123456789012:function:portail-photos-ArchiveDownloadsKeyProvider`,
    ...properties,
  },
});
