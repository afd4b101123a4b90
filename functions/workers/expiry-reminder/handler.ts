/**
 * The expiry reminder Lambda's handler: run once a day by the scheduler (every minute or so by the
 * local runtime). The job is idempotent, so a repeated or overlapping run is harmless; a failed run
 * throws, and the scheduler's retries then its dead-letter queue take over.
 */
import { type ExpiryReminderDeps, type ReminderRun, remindFamilies } from './remind-families.js';

export type ExpiryReminderHandler = () => Promise<ReminderRun>;

export const createExpiryReminderHandler =
  (deps: ExpiryReminderDeps): ExpiryReminderHandler =>
  async () => {
    const run = await remindFamilies(deps);
    deps.logger.info('Expiry reminders queued', { ...run });
    return run;
  };
