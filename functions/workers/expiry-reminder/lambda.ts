/** The expiry reminder Lambda: dependencies built once per cold start. */
import { dynamoClient, sqsClient } from '#functions/adapters/aws-clients.js';
import { baseDeps } from '#functions/composition/core.js';
import { composeExpiryReminder } from '#functions/composition/expiry-reminder.js';
import { loadConfig } from '#functions/config.js';

export const handler = composeExpiryReminder(
  baseDeps(loadConfig(), { fn: 'expiry-reminder' }, { dynamo: dynamoClient, sqs: sqsClient }),
);
