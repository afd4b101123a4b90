import type { SQSRecord } from 'aws-lambda';

/**
 * A message as Lambda's SQS event source hands it to a worker, from the queue `queueArn`;
 * `receives` is how many times it has been received (a redelivery above 1).
 */
export const sqsRecord = (
  messageId: string,
  body: string,
  options: { readonly queueArn: string; readonly receives?: number | undefined },
): SQSRecord => ({
  messageId,
  receiptHandle: `handle-${messageId}`,
  body,
  attributes: {
    ApproximateReceiveCount: String(options.receives ?? 1),
    SentTimestamp: '0',
    SenderId: 'test',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: options.queueArn,
  awsRegion: 'eu-west-3',
});
