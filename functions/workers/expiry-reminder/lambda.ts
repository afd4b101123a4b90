/** The expiry reminder Lambda: dependencies built once per cold start. */
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { expiryReminderDeps } from './deps.js';
import { createExpiryReminderHandler } from './handler.js';

export const handler = createExpiryReminderHandler(
  expiryReminderDeps(createCoreDeps(loadConfig(), { fn: 'expiry-reminder' })),
);
