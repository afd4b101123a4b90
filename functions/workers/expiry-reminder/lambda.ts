/** The expiry reminder Lambda: dependencies built once per cold start. */
import { dynamoClient, sqsClient } from '../../adapters/aws-clients.js';
import { baseDeps } from '../../composition/core.js';
import { composeExpiryReminder } from '../../composition/expiry-reminder.js';
import { loadConfig } from '../../config.js';

export const handler = composeExpiryReminder(
  baseDeps(loadConfig(), { fn: 'expiry-reminder' }, { dynamo: dynamoClient, sqs: sqsClient }),
);
