/**
 * Jobs put on an SQS queue as JSON, ten per request as SQS takes them, in order. A job SQS refuses
 * fails the call, so the caller's own retry (the stream's, the request's) sends it again.
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';

const SQS_BATCH = 10;

export const sendJobs = async (
  sqs: SQSClient,
  queueUrl: string,
  queueName: string,
  jobs: readonly unknown[],
): Promise<void> => {
  for (let i = 0; i < jobs.length; i += SQS_BATCH) {
    const batch = jobs.slice(i, i + SQS_BATCH);
    const answer = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) })),
      }),
    );
    if (answer.Failed?.length) throw new Error(`${queueName} queue refused ${answer.Failed.length} job(s)`);
  }
};
