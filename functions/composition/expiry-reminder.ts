/** The expiry reminder's composition root: the Lambda and the local runtime build it from here. */
import { createExpiryReminderStore } from '../adapters/stores/expiry-reminders.js';
import { createParticipantStore } from '../adapters/stores/participants.js';
import { createExpiryReminderHandler } from '../workers/expiry-reminder/handler.js';
import type { ExpiryReminderDeps } from '../workers/expiry-reminder/remind-families.js';
import type { CoreDeps } from './core.js';

export const expiryReminderDeps = (core: CoreDeps): ExpiryReminderDeps => ({
  photos: core.photos,
  marks: createExpiryReminderStore(core.clients.dynamo, core.config.tables.expiryReminders),
  stages: core.stages,
  trainees: createParticipantStore(core.clients.dynamo, core.config.tables.stagiaires),
  mail: core.mail,
  logger: core.logger,
  clock: core.clock,
  siteUrl: core.config.siteUrl,
  daysBefore: core.config.expiryReminderDays,
});

export const composeExpiryReminder = (core: CoreDeps) =>
  createExpiryReminderHandler(expiryReminderDeps(core));
