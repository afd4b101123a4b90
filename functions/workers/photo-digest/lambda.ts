/** The photo digest Lambda: dependencies built once per cold start. */
import { dynamoClient, secretsClient, sqsClient } from '../../adapters/aws-clients.js';
import { baseDeps } from '../../composition/core.js';
import { composePhotoDigest } from '../../composition/photo-digest.js';
import { loadConfig } from '../../config.js';

export const handler = composePhotoDigest(
  baseDeps(
    loadConfig(),
    { fn: 'photo-digest' },
    { dynamo: dynamoClient, sqs: sqsClient, secrets: secretsClient },
  ),
);
