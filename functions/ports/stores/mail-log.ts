/**
 * The mail-log port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/mail-log.ts; functions/composition hands the implementation to those who take it.
 */
import type { MailLogEntry } from '#functions/domain/mail.js';

/** A message as it enters the log; the log adds its index key and its first status. */
export type QueuedMailEntry = Omit<
  MailLogEntry,
  'feed' | 'status' | 'sent_at' | 'failed_at' | 'error' | 'attempts'
>;

export interface MailLogPage {
  readonly items: MailLogEntry[];
  /** Opaque cursor of the next page, when there is one. */
  readonly next?: string;
}

export interface MailLog {
  get(id: string): Promise<MailLogEntry | undefined>;
  /** Records a queued message unless it is already recorded (a repeated delivery). */
  recordQueued(entry: QueuedMailEntry): Promise<void>;
  /** Marks a message sent; false when it was already sent (the job ran before). */
  markSent(id: string, at: Date): Promise<boolean>;
  markFailed(id: string, error: string, at: Date): Promise<void>;
  /** Throws InvalidCursorError for a cursor this list did not hand out. */
  list(options: { limit: number; cursor?: string; stageId?: string }): Promise<MailLogPage>;
}
