/** The rotate worker: SQS messages carrying one rotation job each, failing alone (partial batch). */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { type RotateJobDeps, rotatePhoto } from './rotate-photo.js';

const jobSchema = z.object({
  stageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  fromVersion: z.number().int().positive(),
});

export type RotateHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export const createRotateHandler = (deps: RotateJobDeps): RotateHandler => {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    const job = jobSchema.parse(JSON.parse(record.body));
    const outcome = await rotatePhoto(deps, job);
    deps.logger.info('Rotation job', { ...job, outcome });
  };
  return (event, context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      context,
      processInParallel: false,
    });
};
