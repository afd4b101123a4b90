/** The mail worker's composition root: the Lambda and the local runtime build it from here. */
import { createSesMailSender } from '../adapters/mail-sender.js';
import { createMailHandler } from '../workers/mail/handler.js';
import type { CoreDeps } from './core.js';

export const composeMailWorker = (core: CoreDeps) =>
  createMailHandler({
    ...core,
    sender: createSesMailSender(core.clients.ses, core.config.mailSender),
    sendRate: core.config.mailSendRate,
  });
