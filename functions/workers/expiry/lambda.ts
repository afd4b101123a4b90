/** The photos stream handler Lambda: dependencies built once per cold start. */
import { cloudfrontClient, dynamoClient, s3Client, sqsClient } from '#functions/adapters/aws-clients.js';
import { createPowertoolsMetrics } from '#functions/adapters/metrics.js';
import { baseDeps } from '#functions/composition/core.js';
import { composePhotosStream } from '#functions/composition/photos-stream.js';
import { loadConfig } from '#functions/config.js';

export const handler = composePhotosStream(
  baseDeps(
    loadConfig(),
    { fn: 'expiry', metrics: createPowertoolsMetrics('photos-stream') },
    { s3: s3Client, dynamo: dynamoClient, cloudfront: cloudfrontClient, sqs: sqsClient },
  ),
);
