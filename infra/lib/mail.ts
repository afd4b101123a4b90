/**
 * Outgoing mail: the verified SES sender and the mail worker that drains the mail queue at the SES
 * rate, recording each message in the mail log. Requests only enqueue, so a mailing to 300 families
 * never holds an API request open.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '../../shared/capacity.js';
import { envNames } from '../../shared/env-names.js';
import { queues, workerTimeoutSeconds } from '../../shared/resources.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyQueueEventSource } from './justified-grants.js';
import type { Storage } from './storage.js';

/** Concurrent mail workers; each sends at MAIL_SEND_RATE, so the account's SES rate is their sum. */
const MAIL_WORKER_CONCURRENCY = WORKER_MAX_CONCURRENCY.mail;

export interface MailProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The address mail is sent from; SES sends it a verification link at deployment. */
  readonly sender: string;
  /** Where administrators' notifications go. */
  readonly adminEmail: string;
  /** Messages per second per worker (the account's SES rate divided by the concurrency). */
  readonly sendRate: number;
}

export class Mail extends Construct {
  readonly worker: PortalFunction;
  /** Environment the API needs to enqueue mail: the sender and the administrators' address. */
  readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, { data, storage, sender, adminEmail, sendRate }: MailProps) {
    super(scope, id);
    new EmailIdentity(this, 'Sender', { identity: Identity.email(sender) });
    this.environment = { [envNames.mailSender]: sender, [envNames.adminNotifyEmail]: adminEmail };

    this.worker = new PortalFunction(this, 'Worker', {
      entry: 'functions/workers/mail/lambda.ts',
      description: 'Mail worker: sends queued messages through SES and records them in the mail log',
      memorySize: 256,
      timeout: Duration.seconds(workerTimeoutSeconds.mail),
      environment: {
        ...resourceEnvironment(data, storage),
        ...this.environment,
        [envNames.mailSendRate]: String(sendRate),
      },
    });
    const { fn, role } = this.worker;
    fn.addEventSource(
      new SqsEventSource(data.queues.mail, {
        batchSize: queues.mail.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: MAIL_WORKER_CONCURRENCY,
      }),
    );
    justifyQueueEventSource(role);
    data.grant(role, 'mailLog', ['GetItem', 'UpdateItem']);
    const { account, region, partition } = Stack.of(this);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:${partition}:ses:${region}:${account}:identity/${sender}`],
      }),
    );
  }
}
