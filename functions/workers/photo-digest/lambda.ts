/** The photo digest Lambda: dependencies built once per cold start. */
import { dynamoClient, secretsClient, sqsClient } from '#functions/adapters/aws-clients.js';
import { baseDeps } from '#functions/composition/core.js';
import { composePhotoDigest } from '#functions/composition/photo-digest.js';
import { loadConfig } from '#functions/config.js';

export const handler = composePhotoDigest(
  baseDeps(
    loadConfig(),
    { fn: 'photo-digest' },
    { dynamo: dynamoClient, sqs: sqsClient, secrets: secretsClient },
  ),
);
