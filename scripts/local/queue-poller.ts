/**
 * Feeds an SQS queue to a worker handler the way Lambda's event source mapping does: long-poll a
 * batch, hand it over as a real SQSEvent, delete what succeeded, leave the reported failures on the
 * queue. Failures come back after a short local delay instead of the full visibility timeout, and the
 * queue's redrive policy moves a message to the dead-letter queue after maxReceiveCount receives.
 */
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export type SqsWorker = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

export interface PollerOptions {
  readonly sqs: SQSClient;
  readonly queueUrl: string;
  readonly queueArn: string;
  readonly region: string;
  readonly batchSize: number;
  readonly worker: SqsWorker;
  readonly functionName: string;
  /** The worker's timeout: its context says how much of it is left, as Lambda's does. */
  readonly timeoutSeconds?: number;
  /** Seconds before a failed message is seen again, locally. */
  readonly retryDelaySeconds?: number;
  readonly onError?: (error: unknown) => void;
}

export interface RunningPoller {
  /**
   * Stops after the long poll in flight (a second at most), handling what it brings. Cutting the
   * poll instead would lose the message the emulator hands to it for the queue's whole visibility
   * timeout, which a poller started again later (paused workers, tests) would wait out.
   */
  stop(): Promise<void>;
}

/** A received message as Lambda's SQS event source hands it to the function. */
export const toRecord = (
  message: Message,
  options: Pick<PollerOptions, 'queueArn' | 'region'>,
): SQSRecord => ({
  messageId: message.MessageId ?? '',
  receiptHandle: message.ReceiptHandle ?? '',
  body: message.Body ?? '',
  attributes: {
    ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
    SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
    SenderId: message.Attributes?.SenderId ?? 'local',
    ApproximateFirstReceiveTimestamp:
      message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: message.MD5OfBody ?? '',
  eventSource: 'aws:sqs',
  eventSourceARN: options.queueArn,
  awsRegion: options.region,
});

const lambdaContext = (functionName: string, requestId: string, timeoutSeconds: number): Context => {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '2048',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

export const startQueuePoller = (options: PollerOptions): RunningPoller => {
  const { sqs, queueUrl } = options;

  const handleBatch = async (messages: Message[]): Promise<void> => {
    const records = messages.map((message) => toRecord(message, options));
    let failedIds: Set<string>;
    try {
      const answer = await options.worker(
        { Records: records },
        lambdaContext(options.functionName, crypto.randomUUID(), options.timeoutSeconds ?? 60),
      );
      failedIds = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      // A thrown handler fails the whole batch, as under Lambda.
      options.onError?.(error);
      failedIds = new Set(records.map((record) => record.messageId));
    }
    const succeeded = records.filter((record) => !failedIds.has(record.messageId));
    const failed = records.filter((record) => failedIds.has(record.messageId));
    if (succeeded.length > 0) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: succeeded.map((record, index) => ({
            Id: String(index),
            ReceiptHandle: record.receiptHandle,
          })),
        }),
      );
    }
    if (failed.length > 0) {
      await sqs.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: queueUrl,
          Entries: failed.map((record, index) => ({
            Id: String(index),
            ReceiptHandle: record.receiptHandle,
            VisibilityTimeout: options.retryDelaySeconds ?? 2,
          })),
        }),
      );
    }
  };

  let stopping = false;
  const loop = async (): Promise<void> => {
    while (!stopping) {
      try {
        const answer = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: options.batchSize,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
          }),
        );
        if (answer.Messages && answer.Messages.length > 0) await handleBatch(answer.Messages);
      } catch (error) {
        if (stopping) break;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  const running = loop();
  return {
    async stop() {
      stopping = true;
      await running;
    },
  };
};
