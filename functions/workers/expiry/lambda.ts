/** The photos stream handler Lambda: dependencies built once per cold start. */
import { createPhotoDeletionLog } from '../../adapters/photo-deletion-log.js';
import { createS3PhotoObjects } from '../../adapters/photo-objects.js';
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { createExpiryHandler } from './handler.js';

const core = createCoreDeps(loadConfig(), { fn: 'expiry' });

export const handler = createExpiryHandler({
  ...core,
  objects: createS3PhotoObjects(core.clients.s3, core.config.buckets.media),
  deletions: createPhotoDeletionLog(core.clients.dynamo, core.config.tables.photoDeletions),
});
