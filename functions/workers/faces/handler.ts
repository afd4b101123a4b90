/** The faces worker: SQS messages carrying one photo each, failing alone (partial batch). */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { type FacesJobDeps, prepareFaces } from './prepare-faces.js';

const jobSchema = z.object({
  stageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export type FacesHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export const createFacesHandler = (deps: FacesJobDeps): FacesHandler => {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    const job = jobSchema.parse(JSON.parse(record.body));
    const outcome = await prepareFaces(deps, job);
    if (outcome !== 'prepared') deps.logger.info('Faces job', { ...job, outcome });
  };
  return (event, context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      context,
      // One photo at a time: detection already keeps the function's CPU busy.
      processInParallel: false,
    });
};
