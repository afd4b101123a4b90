/** Outgoing mail: what kinds the portal sends, and the mail log entry of each message. Pure. */
import * as z from 'zod';
import { MAIL_LOG_RETENTION_DAYS } from '#shared/limits.js';

export const mailKindSchema = z.enum([
  'upload-notification',
  'passwords',
  'expiry-reminder',
  'photo-digest',
  'other',
]);
export type MailKind = z.infer<typeof mailKindSchema>;

/** Queued, sent, or failed (SQS tries again, then dead-letters it). */
export const mailStatusSchema = z.enum(['en_file', 'envoye', 'echec']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailLogRecordSchema = z.object({
  id: z.string().min(1),
  /** The same for every entry, so one index lists all mail newest first. */
  feed: z.literal('mail'),
  to: z.array(z.string()),
  subject: z.string(),
  kind: mailKindSchema,
  stageId: z.string().optional(),
  queued_at: z.string(),
  status: mailStatusSchema,
  sent_at: z.string().optional(),
  failed_at: z.string().optional(),
  error: z.string().optional(),
  attempts: z.number().int().optional(),
  /** Only where bodies are kept (locally): passwords travel in some bodies. */
  text: z.string().optional(),
  /** When DynamoDB's TTL deletes the entry and the addresses in it (Unix seconds). */
  expires_at: z.number().int().optional(),
});

/** When a mail queued at `queuedAt` leaves the log, with its recipients' addresses (Unix seconds). */
export const mailLogExpiry = (queuedAt: Date): number =>
  Math.floor(queuedAt.getTime() / 1000) + MAIL_LOG_RETENTION_DAYS * 24 * 60 * 60;

export type MailLogEntry = z.infer<typeof mailLogRecordSchema>;

const MAIL_ADDRESS = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

/** A plausible single address: something@domain.tld, without spaces or list separators. */
export const isMailAddress = (address: string): boolean => MAIL_ADDRESS.test(address);
