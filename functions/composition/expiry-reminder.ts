/** The expiry reminder's composition root: the Lambda and the local runtime build it from here. */
import { createExpiryReminderStore } from '#functions/adapters/stores/expiry-reminders.js';
import { createParticipantStore } from '#functions/adapters/stores/participants.js';
import { createExpiryReminderHandler } from '#functions/workers/expiry-reminder/handler.js';
import type { ExpiryReminderDeps } from '#functions/workers/expiry-reminder/remind-families.js';
import { type BaseDeps, mailQueueOf, photoStoreOf, stayStoreOf } from './core.js';

export type ExpiryReminderClient = 'dynamo' | 'sqs';

export const expiryReminderDeps = (core: BaseDeps<ExpiryReminderClient>): ExpiryReminderDeps => ({
  photos: photoStoreOf(core),
  marks: createExpiryReminderStore(core.clients.dynamo, core.config.tables.expiryReminders),
  stays: stayStoreOf(core),
  participantDirectory: createParticipantStore(core.clients.dynamo, core.config.tables.stagiaires),
  mail: mailQueueOf(core),
  logger: core.logger,
  clock: core.clock,
  siteUrl: core.config.siteUrl,
  daysBefore: core.config.expiryReminderDays,
});

export const composeExpiryReminder = (core: BaseDeps<ExpiryReminderClient>) =>
  createExpiryReminderHandler(expiryReminderDeps(core));
