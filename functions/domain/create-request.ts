/**
 * A create request claimed by its Idempotency-Key: in flight while the first request runs, then
 * done with the answer a repeat of the same request receives.
 */
import * as z from 'zod';

export const storedAnswerSchema = z.object({
  status: z.number().int(),
  body: z.unknown(),
});

export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

export const createRequestRecordSchema = z.object({
  key: z.string(),
  state: z.enum(['in-flight', 'done']),
  answer: storedAnswerSchema.optional(),
  /** Epoch seconds; a claim past it counts as absent, whether or not the TTL removed it yet. */
  expires_at: z.number(),
});

export type CreateRequestRecord = z.infer<typeof createRequestRecordSchema>;
