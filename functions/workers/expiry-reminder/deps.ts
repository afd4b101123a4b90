/** The expiry reminder job's dependencies, the same in the Lambda and in the local runtime. */
import { createReminderMarks } from '../../adapters/expiry-reminder-marks.js';
import { createTraineeDirectory } from '../../adapters/trainee-directory.js';
import { createUpcomingDeletions } from '../../adapters/upcoming-deletions.js';
import type { CoreDeps } from '../../deps.js';
import type { ExpiryReminderDeps } from './remind-families.js';

export const expiryReminderDeps = (core: CoreDeps): ExpiryReminderDeps => ({
  photos: createUpcomingDeletions(core.clients.dynamo, core.config.tables.photos),
  marks: createReminderMarks(core.clients.dynamo, core.config.tables.expiryReminders),
  stages: core.stages,
  trainees: createTraineeDirectory(core.clients.dynamo, core.config.tables.stagiaires),
  mail: core.mail,
  logger: core.logger,
  clock: core.clock,
  siteUrl: core.config.siteUrl,
  daysBefore: core.config.expiryReminderDays,
});
