/**
 * The archive worker: SQS messages `{ archiveId }`. Each message succeeds or fails alone; a failed
 * one is retried, then dead-lettered, and its archive marked failed on the last attempt so the page
 * stops waiting.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { type BusinessMetrics, flushingMetrics } from '../../adapters/metrics.js';
import { type ArchiveJobDeps, buildArchive } from './build-archive.js';

const jobSchema = z.object({ archiveId: z.string().regex(/^[a-f0-9]{32}$/) });

export type ArchiveHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export const createArchiveHandler = (
  deps: ArchiveJobDeps & { readonly maxReceiveCount: number; readonly metrics: BusinessMetrics },
): ArchiveHandler => {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    const { archiveId } = jobSchema.parse(JSON.parse(record.body));
    try {
      const outcome = await buildArchive(deps, archiveId);
      deps.logger.info('Archive job', { archiveId, outcome });
      if (outcome === 'built') deps.metrics.count('archivesBuilt');
    } catch (error) {
      deps.logger.error('Archive job failed', { archiveId, error });
      if (Number(record.attributes.ApproximateReceiveCount) >= deps.maxReceiveCount) {
        await deps.archives.finish(archiveId, 'echec');
      }
      throw error;
    }
  };
  return flushingMetrics(deps.metrics, (event: SQSEvent, context: Context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      context,
      processInParallel: false,
    }),
  );
};
