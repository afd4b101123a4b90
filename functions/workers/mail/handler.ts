/**
 * The mail worker: a batch of queued messages from SQS, sent one after another at the SES rate. One
 * failed message fails alone (partial batch response) and SQS retries it.
 */

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { mailKindSchema } from '#functions/domain/mail.js';
import type { QueuedMail } from '#functions/ports/mail-queue.js';
import type { BusinessMetrics } from '#functions/ports/metrics.js';
import { flushingMetrics } from '../flushing-metrics.js';
import { createPacer } from './pacer.js';
import { type MailJobDeps, sendQueuedMail } from './send-mail.js';

const queuedMailSchema = z.object({
  id: z.string().min(1),
  queuedAt: z.string(),
  to: z.array(z.email()).min(1),
  subject: z.string().min(1),
  text: z.string(),
  kind: mailKindSchema,
  stageId: z.string().optional(),
  unsubscribeUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export const parseQueuedMail = (body: string): QueuedMail => queuedMailSchema.parse(JSON.parse(body));

export const createMailHandler = (
  deps: MailJobDeps & { readonly sendRate: number; readonly metrics: BusinessMetrics },
) => {
  const pace = createPacer(deps.sendRate);
  return flushingMetrics(
    deps.metrics,
    async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
      processPartialResponse(
        event,
        async (record: SQSRecord) => {
          await pace();
          const outcome = await sendQueuedMail(deps, parseQueuedMail(record.body));
          if (outcome === 'sent') deps.metrics.count('mailsSent');
          return outcome;
        },
        new BatchProcessor(EventType.SQS),
        { context, processInParallel: false },
      ),
  );
};
