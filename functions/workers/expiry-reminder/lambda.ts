/** The expiry reminder Lambda: dependencies built once per cold start. */
import { createCoreDeps } from '../../composition/core.js';
import { composeExpiryReminder } from '../../composition/expiry-reminder.js';
import { loadConfig } from '../../config.js';

export const handler = composeExpiryReminder(createCoreDeps(loadConfig(), { fn: 'expiry-reminder' }));
