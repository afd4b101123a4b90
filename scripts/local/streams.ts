/**
 * Which handler consumes which table stream, as the Lambda event source mapping says in the cloud:
 * the photos stream feeds the expiry handler.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { createPhotoDeletionLog } from '../../functions/adapters/photo-deletion-log.js';
import { createS3PhotoObjects } from '../../functions/adapters/photo-objects.js';
import type { CoreDeps } from '../../functions/deps.js';
import { createExpiryHandler } from '../../functions/workers/expiry/handler.js';
import { createStreamPoller, type StreamPoller } from './stream-poller.js';

export const photoStreamPoller = (
  core: CoreDeps,
  options: { onError?: (error: unknown) => void; maxAttempts?: number } = {},
): StreamPoller => {
  const client = {
    region: core.config.region,
    ...(core.config.endpoint ? { endpoint: core.config.endpoint } : {}),
  };
  return createStreamPoller({
    dynamo: new DynamoDBClient(client),
    streams: new DynamoDBStreamsClient(client),
    tableName: core.config.tables.photos,
    region: core.config.region,
    functionName: 'photos-stream',
    handler: createExpiryHandler({
      ...core,
      objects: createS3PhotoObjects(core.clients.s3, core.config.buckets.media),
      deletions: createPhotoDeletionLog(core.clients.dynamo, core.config.tables.photoDeletions),
    }),
    ...options,
  });
};
