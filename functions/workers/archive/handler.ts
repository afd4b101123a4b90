/**
 * The archive worker: SQS messages `{ archiveId, part }`, one part of an archive each. Each message
 * succeeds or fails alone, so a failed part is retried alone; a part whose worker ran short of time
 * is handed on as a new message. After the last attempt the part, and so the archive, is marked
 * failed with a French message; when the Lambda was stopped before it could say so (timeout, crash),
 * the message reaches the dead-letter queue, which feeds the same worker, and that marks it.
 */

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { partsOf } from '#functions/domain/archive.js';
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';
import type { BusinessMetrics } from '#functions/ports/metrics.js';
import { publicMessages } from '#shared/public-messages.js';
import { flushingMetrics } from '../flushing-metrics.js';
import { type ArchiveJobDeps, buildArchivePart } from './build-archive.js';

const jobSchema = z.object({
  archiveId: z.string().regex(/^[a-f0-9]{32}$/),
  // Jobs sent before archives had parts name none: their archive has one.
  part: z.number().int().min(0).default(0),
});

/** Enough of an unreadable body for an operator to recognise it, not a whole payload in the logs. */
const UNREADABLE_BODY_LOGGED = 1000;

const readJob = (body: string): z.infer<typeof jobSchema> | undefined => {
  try {
    const parsed = jobSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

export type ArchiveHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface ArchiveHandlerDeps extends ArchiveJobDeps {
  readonly maxReceiveCount: number;
  readonly metrics: BusinessMetrics;
  /** Where the rest of a part goes when its worker hands on. */
  readonly queue: Pick<ArchiveQueue, 'enqueue'>;
  /** Whether a message comes from the archive queue's dead-letter queue. */
  readonly fromDeadLetters: (record: SQSRecord) => boolean;
}

export const createArchiveHandler = (deps: ArchiveHandlerDeps): ArchiveHandler => {
  const markFailed = async (archiveId: string, part: number): Promise<void> => {
    const record = await deps.archives.get(archiveId);
    if (!record) return;
    const count = partsOf(record).length;
    await deps.archives.partFailed(
      archiveId,
      part,
      publicMessages.archive.archivePartFailed(part + 1, count),
      deps.clock().toISOString(),
    );
  };

  const handleRecord = async (record: SQSRecord, context: Context): Promise<void> => {
    const job = readJob(record.body);
    if (!job) {
      // A body that does not parse never will: retried, it would fail on every delivery and, read
      // back from the dead-letter queue, for ever. Said once, counted, and removed.
      deps.logger.error('Unreadable archive message removed', {
        messageId: record.messageId,
        deadLetter: deps.fromDeadLetters(record),
        body: record.body.slice(0, UNREADABLE_BODY_LOGGED),
      });
      deps.metrics.count('unreadableMessages');
      return;
    }
    const { archiveId, part } = job;
    if (deps.fromDeadLetters(record)) {
      deps.logger.error('Archive part dead-lettered', { archiveId, part });
      await markFailed(archiveId, part);
      return;
    }
    try {
      const outcome = await buildArchivePart(deps, { archiveId, part }, () =>
        context.getRemainingTimeInMillis(),
      );
      deps.logger.info('Archive job', { archiveId, part, outcome: outcome.kind });
      if (outcome.kind === 'handed-on') await deps.queue.enqueue(archiveId, part);
      if (outcome.kind === 'built' && outcome.archive) deps.metrics.count('archivesBuilt');
    } catch (error) {
      deps.logger.error('Archive job failed', { archiveId, part, error });
      if (Number(record.attributes.ApproximateReceiveCount) >= deps.maxReceiveCount) {
        await markFailed(archiveId, part);
      }
      throw error;
    }
  };
  return flushingMetrics(deps.metrics, (event: SQSEvent, context: Context) =>
    processPartialResponse(
      event,
      (record: SQSRecord) => handleRecord(record, context),
      new BatchProcessor(EventType.SQS),
      {
        context,
        processInParallel: false,
      },
    ),
  );
};
