/**
 * The media worker: SQS messages carrying S3 event notifications, and the checks of trainers' batch
 * ends that the worker schedules on its own queue (services/photos/announce-batch.ts). Each message
 * succeeds or fails on its own (partial batch response), so one bad message is retried, then
 * dead-lettered, alone.
 */

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { type BatchCheck, type BatchEnd, batchCheckSchema } from '#functions/domain/upload-batch.js';
import type { BusinessMetrics } from '#functions/ports/metrics.js';
import type { BatchCheckOutcome } from '#functions/services/photos/announce-batch.js';
import { flushingMetrics } from '../flushing-metrics.js';
import { type MediaJobDeps, processUpload } from './process-upload.js';

export interface CreatedObject {
  readonly bucket: string;
  readonly key: string;
}

const testEventSchema = z.object({ Event: z.literal('s3:TestEvent') });

const s3EventSchema = z.object({
  Records: z.array(
    z.object({
      eventName: z.string(),
      s3: z.object({
        bucket: z.object({ name: z.string() }),
        object: z.object({ key: z.string().min(1) }),
      }),
    }),
  ),
});

/**
 * The objects created according to an S3 event notification body: none for the test event S3 sends
 * when the notification is configured, nor for other kinds of events. Keys arrive URL-encoded with
 * `+` for spaces. Throws on anything that is not an S3 notification, so that message fails alone.
 */
export const parseS3EventBody = (body: string): CreatedObject[] => {
  const json: unknown = JSON.parse(body);
  if (testEventSchema.safeParse(json).success) return [];
  return s3EventSchema
    .parse(json)
    .Records.filter((record) => record.eventName.startsWith('ObjectCreated:'))
    .map((record) => ({
      bucket: record.s3.bucket.name,
      key: decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')),
    }));
};

/** A message of the media queue: S3's notification of uploads, or the check of a batch end. */
export type MediaMessage =
  | { readonly kind: 'uploads'; readonly objects: CreatedObject[] }
  | { readonly kind: 'batch-check'; readonly check: BatchCheck };

/** Throws on anything else, so that message fails alone. */
export const parseMediaMessage = (body: string): MediaMessage => {
  const check = batchCheckSchema.safeParse(JSON.parse(body));
  if (check.success) return { kind: 'batch-check', check: check.data };
  return { kind: 'uploads', objects: parseS3EventBody(body) };
};

export type MediaHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface MediaHandlerDeps extends MediaJobDeps {
  readonly metrics: BusinessMetrics;
  readonly announcer: { announce(end: BatchEnd): Promise<BatchCheckOutcome> };
}

export const createMediaHandler = (deps: MediaHandlerDeps): MediaHandler => {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    let message: MediaMessage;
    try {
      message = parseMediaMessage(record.body);
    } catch (error) {
      deps.logger.error('Media queue: neither an S3 event notification nor a batch check', {
        messageId: record.messageId,
        error,
      });
      throw error;
    }
    if (message.kind === 'batch-check') {
      const { job: _job, ...end } = message.check;
      const outcome = await deps.announcer.announce(end);
      deps.logger.info('Batch check done', { ...end, outcome });
      if (outcome === 'announced') deps.metrics.count('batchesAnnounced');
      return;
    }
    const { objects } = message;
    for (const object of objects) {
      const outcome = await processUpload(deps, object.key);
      if (outcome === 'ready') deps.metrics.count('photosProcessed');
      if (outcome === 'rejected') deps.metrics.count('uploadsRefused');
    }
  };

  return flushingMetrics(deps.metrics, (event: SQSEvent, context: Context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      context,
      // One photo at a time: each job already runs its three sharp pipelines in parallel, and a
      // batch of large PNGs decoded at once could exhaust the function's memory.
      processInParallel: false,
    }),
  );
};
