/** The faces queue on SQS. */
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { FacesQueue } from '#functions/ports/faces-queue.js';
import { sendJobs } from './sqs-jobs.js';

export const createSqsFacesQueue = (sqs: SQSClient, queueUrl: string): FacesQueue => ({
  enqueue: (jobs) => sendJobs(sqs, queueUrl, 'Faces', jobs),
});

/** Where the child finder is switched off: nothing is prepared. */
export const noFacesQueue: FacesQueue = { enqueue: async () => undefined };
