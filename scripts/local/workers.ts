/**
 * Which handler consumes which queue, as the Lambda event source mappings say in the cloud. The
 * record type makes every queue of shared/resources.ts need a worker here.
 */
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

export const localWorkers = (core: CoreDeps): Record<QueueName, SqsWorker> => ({
  media: createMediaHandler({ ...core, images: createSharpImageProcessor() }),
  mail: createMailHandler({
    ...core,
    sender: createSesMailSender(core.clients.ses, core.config.mailSender),
    sendRate: core.config.mailSendRate,
  }),
  archive: createArchiveHandler(archiveJobDeps(core)),
  rotate: createRotateHandler(rotateJobDeps(core)),
});
