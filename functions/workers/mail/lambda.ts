/** The mail worker Lambda: dependencies built once per cold start. */
import { createSesMailSender } from '../../adapters/mail-sender.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { createMailHandler } from './handler.js';

const core = createCoreDeps(loadConfig(), { fn: 'mail', metrics: createPowertoolsMetrics('mail-worker') });

export const handler = createMailHandler({
  ...core,
  sender: createSesMailSender(core.clients.ses, core.config.mailSender),
  sendRate: core.config.mailSendRate,
});
