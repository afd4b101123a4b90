/** The mail worker's composition root: the Lambda and the local runtime build it from here. */
import { createSesMailSender } from '#functions/adapters/mail-sender.js';
import { createMailHandler } from '#functions/workers/mail/handler.js';
import { type BaseDeps, mailLogOf } from './core.js';

export type MailWorkerClient = 'ses' | 'dynamo';

export const composeMailWorker = (deps: BaseDeps<MailWorkerClient>) =>
  createMailHandler({
    sender: createSesMailSender(deps.clients.ses, deps.config.mailSender, deps.config.mailConfigurationSet),
    mailLog: mailLogOf(deps),
    logger: deps.logger,
    clock: deps.clock,
    metrics: deps.metrics,
    sendRate: deps.config.mailSendRate,
  });
