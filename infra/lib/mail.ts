/**
 * Outgoing mail: the sender domain, verified in SES by DKIM, and the mail worker that drains the mail
 * queue at the SES rate, recording each message in the mail log. Requests only enqueue, so a mailing
 * to 300 families never holds an API request open. Every message goes through a configuration set
 * that records sends, bounces and complaints as CloudWatch metrics: SES reviews an account above 5 %
 * bounces or 0.1 % complaints, and two alarms watch those rates hour by hour.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  type DkimRecord,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  type IEmailIdentity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '#shared/capacity.js';
import { envNames } from '#shared/env-names.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant, justifyQueueEventSource } from './justified-grants.js';
import type { Storage } from './storage.js';

/** Concurrent mail workers; each sends at MAIL_SEND_RATE, so the account's SES rate is their sum. */
const MAIL_WORKER_CONCURRENCY = WORKER_MAX_CONCURRENCY.mail;

/** SES adds this tag to every message sent through a configuration set: the metrics' dimension. */
const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

export interface MailProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The sender domain: SES verifies it through the DKIM records the stack outputs. */
  readonly domain: string;
  /** The address mail is sent from, in `domain`. */
  readonly sender: string;
  /** Where administrators' notifications go. */
  readonly adminEmail: string;
  /** The account's SES sending rate, messages per second, shared by the workers. */
  readonly sendRate: number;
  /**
   * The domain's identity exists already in the account and region (another stage of the portal made
   * it, or someone by hand): SES has one identity per domain, so this stack signs with that one and
   * leaves it alone. Creating it again would fail with "already exists", and deleting this stack would
   * delete the identity the other stage sends with.
   */
  readonly existingIdentity?: boolean | undefined;
}

export class Mail extends Construct {
  readonly worker: PortalFunction;
  /** Environment the API needs to enqueue mail: the sender and the administrators' address. */
  readonly environment: Record<string, string>;
  readonly identity: IEmailIdentity;
  /** The DKIM records to publish for the identity this stack creates; none when it reuses one. */
  readonly dkimRecords: readonly DkimRecord[];
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { data, storage, domain, sender, adminEmail, sendRate, existingIdentity } = props;
    const { account, region, partition, stackName } = Stack.of(this);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `${stackName}-mail`, // named again where its grant is justified
      reputationMetrics: true,
      // An address that bounced or complained is not mailed again, which is what keeps the rates low.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('Metrics', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: CONFIGURATION_SET_DIMENSION,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: this.configurationSet.configurationSetName,
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    if (existingIdentity) {
      this.identity = EmailIdentity.fromEmailIdentityName(this, 'Domain', domain);
      this.dkimRecords = [];
    } else {
      // Easy DKIM: SES signs with keys whose public halves are the three CNAME records of the outputs.
      // The set is the identity's default, so every message sent from the domain goes through it.
      const identity = new EmailIdentity(this, 'Domain', {
        identity: Identity.domain(domain),
        configurationSet: this.configurationSet,
      });
      this.identity = identity;
      this.dkimRecords = identity.dkimRecords;
    }
    this.environment = { [envNames.mailSender]: sender, [envNames.adminNotifyEmail]: adminEmail };

    this.worker = new PortalFunction(this, 'Worker', {
      entry: 'functions/workers/mail/lambda.ts',
      description: 'Mail worker: sends queued messages through SES and records them in the mail log',
      memorySize: 256,
      timeout: Duration.seconds(workerTimeoutSeconds.mail),
      environment: {
        ...resourceEnvironment(data, storage),
        ...this.environment,
        [envNames.mailSendRate]: String(sendRate / MAIL_WORKER_CONCURRENCY),
        // Named by each send: a reused identity's default set is another stage's, which this role may
        // not use and whose alarms would count this stage's bounces.
        [envNames.mailConfigurationSet]: this.configurationSet.configurationSetName,
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
    // SES authorises a send against the identity it signs with (the domain) and the configuration set.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          `arn:${partition}:ses:${region}:${account}:identity/${domain}`,
          `arn:${partition}:ses:${region}:${account}:configuration-set/${this.configurationSet.configurationSetName}`,
        ],
      }),
    );
    justifyGrant(
      role,
      ['ses:SendEmail'],
      'The worker names the configuration set in the cloud (MAIL_CONFIGURATION_SET); the local runtime ' +
        'has none to name, so no recorded call shows it.',
      `configuration-set/${stackName}-mail`,
    );
  }

  /** Bounce and complaint rates over an hour, alarmed below the thresholds where SES reviews the account. */
  alarmOn(topic: ITopic): void {
    const count = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { [CONFIGURATION_SET_DIMENSION]: this.configurationSet.configurationSetName },
        statistic: 'Sum',
        period: Duration.hours(1),
      });
    const rate = (metricName: string) =>
      new MathExpression({
        expression: '100 * FILL(events, 0) / sends',
        usingMetrics: { events: count(metricName), sends: count('Send') },
        period: Duration.hours(1),
        label: `${metricName} rate (%)`,
      });
    const alarms = [
      ['BounceRate', 'Bounce', 5, 'More than 5 % of the mails sent in an hour bounced (SES reviews at 5 %)'],
      [
        'ComplaintRate',
        'Complaint',
        0.1,
        'More than 0.1 % of the mails sent in an hour were marked as spam (SES reviews at 0.1 %)',
      ],
    ] as const;
    for (const [id, metricName, threshold, description] of alarms) {
      new Alarm(this, id, {
        alarmDescription: description,
        metric: rate(metricName),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new SnsAction(topic));
    }
  }
}
