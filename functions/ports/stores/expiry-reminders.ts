/**
 * The expiry-reminders port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/expiry-reminders.ts; functions/composition hands the implementation to those who take it.
 */

export interface ReminderMark {
  readonly stageId: string;
  readonly deletionDay: string;
  readonly address: string;
}

export interface ExpiryReminderStore {
  /** Addresses (lower case) already reminded for this stay and deletion day. */
  remindedFor(stayId: string, deletionDay: string): Promise<string[]>;
  /** Records the reminder unless it is already recorded; false when someone else got there first. */
  claim(mark: ReminderMark, at: Date): Promise<boolean>;
  /** Forgets a claim whose mail could not be queued, so the next run tries again. */
  release(mark: ReminderMark): Promise<void>;
}
