/** The API Lambda: dependencies built once per cold start, then the same app as everywhere. */
import { handle } from 'hono/aws-lambda';
import {
  dynamoClient,
  s3Client,
  s3PresignerClient,
  secretsClient,
  sqsClient,
} from '#functions/adapters/aws-clients.js';
import { composeApi } from '#functions/composition/api.js';
import { baseDeps, withCoreAdapters } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { createApp } from './app.js';

const core = withCoreAdapters(
  baseDeps(
    loadConfig(),
    { fn: 'api' },
    {
      s3: s3Client,
      s3Presigner: s3PresignerClient,
      dynamo: dynamoClient,
      sqs: sqsClient,
      secrets: secretsClient,
    },
  ),
);

export const handler = handle(createApp(await composeApi(core)));
