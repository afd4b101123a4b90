/**
 * Which handler consumes which table stream, as the Lambda event source mapping says in the cloud:
 * the photos stream feeds the expiry handler.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { CoreDeps } from '#functions/composition/core.js';
import { composePhotosStream } from '#functions/composition/photos-stream.js';
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
    handler: composePhotosStream(core),
    ...options,
  });
};
