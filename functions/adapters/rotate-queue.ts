/** Rotation jobs on the rotate queue: one message per photo, carrying the version it turns. */
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { RotateQueue } from '#functions/ports/rotate-queue.js';
import { sendJobs } from './sqs-jobs.js';

export const createSqsRotateQueue = (sqs: SQSClient, queueUrl: string): RotateQueue => ({
  enqueue: (jobs) => sendJobs(sqs, queueUrl, 'Rotate', jobs),
});
