/**
 * Which handler consumes which queue, as the Lambda event source mappings say in the cloud. The
 * record type makes every queue of shared/resources.ts need a worker here.
 */

import type { FunctionName } from '../../functions/adapters/call-recorder.js';
import { createSharpImageProcessor } from '../../functions/adapters/image-processor.js';
import { createSesMailSender } from '../../functions/adapters/mail-sender.js';
import type { CoreDeps } from '../../functions/deps.js';
import { archiveJobDeps } from '../../functions/workers/archive/deps.js';
import { createArchiveHandler } from '../../functions/workers/archive/handler.js';
import { createMailHandler } from '../../functions/workers/mail/handler.js';
import { createMediaHandler } from '../../functions/workers/media/handler.js';
import { rotateJobDeps } from '../../functions/workers/rotate/deps.js';
import { createRotateHandler } from '../../functions/workers/rotate/handler.js';
import type { QueueName } from '../../shared/resources.js';
import type { SqsWorker } from './queue-poller.js';

/** Each worker gets the dependencies of its own function, so its AWS calls are recorded as its own. */
export const localWorkers = (coreOf: (fn: FunctionName) => CoreDeps): Record<QueueName, SqsWorker> => {
  const mail = coreOf('mail');
  return {
    media: createMediaHandler({ ...coreOf('media'), images: createSharpImageProcessor() }),
    mail: createMailHandler({
      ...mail,
      sender: createSesMailSender(mail.clients.ses, mail.config.mailSender),
      sendRate: mail.config.mailSendRate,
    }),
    archive: createArchiveHandler(archiveJobDeps(coreOf('archive'))),
    rotate: createRotateHandler(rotateJobDeps(coreOf('rotate'))),
  };
};
