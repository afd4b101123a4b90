/** The photos stream handler Lambda: dependencies built once per cold start. */
import { cloudfrontClient, dynamoClient, s3Client, sqsClient } from '../../adapters/aws-clients.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { baseDeps } from '../../composition/core.js';
import { composePhotosStream } from '../../composition/photos-stream.js';
import { loadConfig } from '../../config.js';

export const handler = composePhotosStream(
  baseDeps(
    loadConfig(),
    { fn: 'expiry', metrics: createPowertoolsMetrics('photos-stream') },
    { s3: s3Client, dynamo: dynamoClient, cloudfront: cloudfrontClient, sqs: sqsClient },
  ),
);
