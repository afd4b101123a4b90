/**
 * Feeds a table's DynamoDB stream to a handler the way Lambda's event source mapping does: records
 * in order per shard, as a Lambda-shaped DynamoDBStreamEvent, retried from the first reported failure.
 * The emulator's shard iterators go stale after a cancelled transaction, so every poll takes a fresh
 * one after the last sequence number handled.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

export type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

export interface StreamPollerOptions {
  readonly dynamo: DynamoDBClient;
  readonly streams: DynamoDBStreamsClient;
  readonly tableName: string;
  readonly region: string;
  readonly handler: StreamHandler;
  readonly functionName: string;
  readonly batchSize?: number;
  /** Deliveries of a failing record before it is skipped (Lambda: retryAttempts, then on-failure). */
  readonly maxAttempts?: number;
  readonly onError?: (error: unknown) => void;
}

export interface StreamPoller {
  /** Hands every new record to the handler once; answers how many records were handled. */
  pollOnce(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

const context = (functionName: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '512',
  awsRequestId: crypto.randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 60_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/** The SDK's stream record and Lambda's event record share the AttributeValue JSON shape. */
const toLambdaRecord = (record: StreamRecord, streamArn: string, region: string): DynamoDBRecord => ({
  eventID: record.eventID ?? '',
  eventName: record.eventName,
  eventVersion: record.eventVersion ?? '1.1',
  eventSource: 'aws:dynamodb',
  awsRegion: region,
  eventSourceARN: streamArn,
  ...(record.userIdentity
    ? { userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId } }
    : {}),
  dynamodb: {
    ...(record.dynamodb?.ApproximateCreationDateTime
      ? { ApproximateCreationDateTime: record.dynamodb.ApproximateCreationDateTime.getTime() / 1000 }
      : {}),
    Keys: record.dynamodb?.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
    NewImage: record.dynamodb?.NewImage as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
    OldImage: record.dynamodb?.OldImage as NonNullable<DynamoDBRecord['dynamodb']>['OldImage'],
    SequenceNumber: record.dynamodb?.SequenceNumber ?? '',
    SizeBytes: record.dynamodb?.SizeBytes ?? 0,
    StreamViewType: record.dynamodb?.StreamViewType ?? 'NEW_AND_OLD_IMAGES',
  },
});

export const createStreamPoller = (options: StreamPollerOptions): StreamPoller => {
  const { streams, handler, batchSize = 100, maxAttempts = 3 } = options;
  const lastSequence = new Map<string, string>();
  const attempts = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const streamArn = async (): Promise<string> => {
    const table = await options.dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn) throw new Error(`No stream on ${options.tableName}`);
    return arn;
  };

  const shardIds = async (arn: string): Promise<string[]> => {
    const ids: string[] = [];
    let start: string | undefined;
    do {
      const page = await streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }),
      );
      const shards = page.StreamDescription?.Shards ?? [];
      ids.push(...shards.flatMap((shard) => (shard.ShardId ? [shard.ShardId] : [])));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return ids;
  };

  /** Handles one shard's new records; answers how many were handled successfully. */
  const pollShard = async (arn: string, shardId: string): Promise<number> => {
    const after = lastSequence.get(shardId);
    const iterator = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: arn,
        ShardId: shardId,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    const page = await streams.send(
      new GetRecordsCommand({ ShardIterator: iterator.ShardIterator, Limit: batchSize }),
    );
    const records = (page.Records ?? []).map((record) => toLambdaRecord(record, arn, options.region));
    if (records.length === 0) return 0;
    const answer = await handler({ Records: records }, context(options.functionName));
    const failedAt = records.findIndex((record) =>
      answer.batchItemFailures.some((f) => f.itemIdentifier === record.dynamodb?.SequenceNumber),
    );
    const handled = failedAt === -1 ? records : records.slice(0, failedAt);
    const failed = failedAt === -1 ? undefined : records[failedAt];
    let advanceTo = handled.at(-1)?.dynamodb?.SequenceNumber;
    if (failed?.dynamodb?.SequenceNumber) {
      const sequence = failed.dynamodb.SequenceNumber;
      const count = (attempts.get(sequence) ?? 0) + 1;
      attempts.set(sequence, count);
      if (count >= maxAttempts) {
        // Lambda would send it to the on-failure destination; locally it is logged and skipped.
        options.onError?.(new Error(`Stream record ${sequence} failed ${count} times: skipped`));
        advanceTo = sequence;
      }
    }
    if (advanceTo) lastSequence.set(shardId, advanceTo);
    return handled.length;
  };

  const pollOnce = async (): Promise<number> => {
    const arn = await streamArn();
    let handled = 0;
    for (const shardId of await shardIds(arn)) handled += await pollShard(arn, shardId);
    return handled;
  };

  /** One poll at a time, whoever asks. */
  const serialised = (): Promise<number> => {
    running = (running ?? Promise.resolve(0)).catch(() => 0).then(pollOnce);
    return running;
  };

  return {
    pollOnce: serialised,
    start(intervalMs) {
      timer = setInterval(() => {
        serialised().catch((error: unknown) => options.onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
};
