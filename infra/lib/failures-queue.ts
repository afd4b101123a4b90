/**
 * A queue where failed runs are described for people to read: kept 14 days (SQS's longest), alarmed
 * on, consumed by nothing, so it has no dead-letter queue of its own (the one cdk-nag finding it
 * answers, with the reason given).
 */
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './acknowledge.js';

/** `whatFails`: whose failures it receives, for the reason given to cdk-nag. */
export const failuresQueue = (scope: Construct, whatFails: string): Queue => {
  const queue = new Queue(scope, 'Failures', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  acknowledge(queue, {
    'AwsSolutions-SQS3':
      `This queue is itself where ${whatFails} lands: it is alarmed on and read by people, ` +
      'not by a consumer.',
  });
  return queue;
};
