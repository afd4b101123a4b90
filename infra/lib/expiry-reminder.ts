/**
 * The expiry reminder: once a day, in the morning at Paris time, EventBridge Scheduler
 * invokes a function that queues a reminder mail for the families of every stay whose photos go
 * within the configured days. The job is idempotent (one mark per family and date), so the
 * scheduler's and Lambda's retries are safe; what still fails lands in a dead-letter queue that is
 * alarmed on, like the other workers'.
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '../../shared/env-names.js';
import type { TableName } from '../../shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

/** 09:00 in Paris: a morning mail is read the same day, and the day's photos are still visible. */
export const EXPIRY_REMINDER_HOUR = 9;
/** Attempts after a failed run; each run only reminds the families still left. */
export const EXPIRY_REMINDER_RETRIES = 2;

export interface ExpiryReminderProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The site's public address, for the link in the mail. */
  readonly siteUrl: string;
  /** Days before the deletion date when families are reminded. */
  readonly daysBefore?: number | undefined;
}

export class ExpiryReminder extends Construct {
  readonly handler: PortalFunction;
  readonly schedule: Schedule;
  /** The role the scheduler assumes to invoke the function. */
  readonly schedulerRole: Role;
  /** Runs the scheduler could not deliver, and runs that failed after their retries. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, { data, storage, siteUrl, daysBefore }: ExpiryReminderProps) {
    super(scope, id);
    this.failures = new Queue(this, 'Failures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.failures, {
      'AwsSolutions-SQS3':
        'This queue is itself the dead-letter queue of the expiry reminder schedule and function: it ' +
        'holds failed runs, is alarmed on, and is read by people, not by a consumer.',
    });

    this.handler = new PortalFunction(this, 'Handler', {
      entry: 'functions/workers/expiry-reminder/lambda.ts',
      description: 'Expiry reminder: queues one mail per family before their photos are deleted',
      memorySize: 256,
      timeout: Duration.minutes(5),
      environment: {
        ...resourceEnvironment(data, storage),
        [envNames.siteUrl]: siteUrl,
        ...(daysBefore === undefined ? {} : { [envNames.expiryReminderDays]: String(daysBefore) }),
      },
    });
    const { fn, role } = this.handler;
    fn.configureAsyncInvoke({
      retryAttempts: EXPIRY_REMINDER_RETRIES,
      onFailure: new SqsDestination(this.failures),
    });
    justifyGrant(
      role,
      ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      'Lambda sends failed runs to the failures queue with the function role (on-failure destination).',
    );

    // Exactly what the job does: scan the photos, read the stay and its participants, claim or
    // release a family's mark, log and queue the mail.
    const table = (name: TableName): string => data.tables[name].tableArn;
    const allow = (actions: string[], resources: string[]) =>
      role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
    allow(['dynamodb:Scan'], [table('photos')]);
    allow(['dynamodb:GetItem'], [table('stages')]);
    allow(['dynamodb:Query'], [`${table('stagiaires')}/index/by-stage`]);
    allow(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], [table('expiryReminders')]);
    justifyGrant(role, ['dynamodb:DeleteItem'], 'A mark is released when its mail cannot be queued.');
    allow(['dynamodb:PutItem'], [table('mailLog')]);
    allow(['sqs:SendMessage'], [data.queues.mail.queueArn]);

    // The scheduler's own role, here rather than CDK's stack-wide default, so its one grant (invoke
    // this function) and the reason for it sit next to the schedule; only this account's schedules
    // may assume it.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    acknowledge(this.schedulerRole, {
      [wildcardResource(this, `${fn.functionArn}:*`)]:
        "CDK's Lambda target grants invoke on the function and its versions (ARN:*); the function has " +
        'no published versions, so this is the one function and nothing else.',
    });
    this.schedule = new Schedule(this, 'Daily', {
      description: 'Daily expiry reminder to the families',
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: String(EXPIRY_REMINDER_HOUR),
        timeZone: TimeZone.EUROPE_PARIS,
      }),
      target: new LambdaInvoke(fn, {
        role: this.schedulerRole,
        deadLetterQueue: this.failures,
        retryAttempts: EXPIRY_REMINDER_RETRIES,
        maxEventAge: Duration.hours(2),
      }),
    });
  }
}
