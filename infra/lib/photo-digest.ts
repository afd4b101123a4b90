/**
 * The families' digest of new photos: once a day, in the evening at Paris time, EventBridge
 * Scheduler invokes a function that queues, for every family of a stay with photos published since
 * its last digest, one mail saying how many. The job is idempotent (one claim per family and day),
 * so the scheduler's and Lambda's retries are safe; what still fails lands in a dead-letter queue
 * that is alarmed on, like the expiry reminder's.
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
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

/**
 * 19:00 in Paris: the day's validations are done, and families look at the photos in the evening.
 * One run a day also makes "at most one digest a day" hold by construction.
 */
export const PHOTO_DIGEST_HOUR = 19;
/** Attempts after a failed run; each run only sends the digests still left. */
export const PHOTO_DIGEST_RETRIES = 2;

export interface PhotoDigestProps {
  readonly data: Data;
  readonly storage: Storage;
  /** The site's public address, for the links in the mail. */
  readonly siteUrl: string;
  /** The API's token key, which also signs the unsubscribe links (under their own audience). */
  readonly jwtSecret: ISecret;
  readonly jwtIssuer: string;
  /** Days between two digests to one family, at most (functions' default: 1). */
  readonly everyDays?: number | undefined;
}

export class PhotoDigest extends Construct {
  readonly handler: PortalFunction;
  readonly schedule: Schedule;
  /** The role the scheduler assumes to invoke the function. */
  readonly schedulerRole: Role;
  /** Runs the scheduler could not deliver, and runs that failed after their retries. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: PhotoDigestProps) {
    super(scope, id);
    const { data, storage, siteUrl, jwtSecret, jwtIssuer, everyDays } = props;
    this.failures = new Queue(this, 'Failures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.failures, {
      'AwsSolutions-SQS3':
        'This queue is itself the dead-letter queue of the photo digest schedule and function: it ' +
        'holds failed runs, is alarmed on, and is read by people, not by a consumer.',
    });

    this.handler = new PortalFunction(this, 'Handler', {
      entry: 'functions/workers/photo-digest/lambda.ts',
      description: 'Photo digest: queues one mail per family of a stay with newly published photos',
      memorySize: 256,
      timeout: Duration.minutes(5),
      environment: {
        ...resourceEnvironment(data, storage),
        [envNames.siteUrl]: siteUrl,
        [envNames.jwtSecretArn]: jwtSecret.secretArn,
        [envNames.jwtIssuer]: jwtIssuer,
        ...(everyDays === undefined ? {} : { [envNames.photoDigestEveryDays]: String(everyDays) }),
      },
    });
    const { fn, role } = this.handler;
    fn.configureAsyncInvoke({
      retryAttempts: PHOTO_DIGEST_RETRIES,
      onFailure: new SqsDestination(this.failures),
    });
    justifyGrant(
      role,
      ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      'Lambda sends failed runs to the failures queue with the function role (on-failure destination).',
    );

    // Exactly what the job does: scan the photos, read the stay, its participants and the families'
    // marks, claim or give back a mark, read the key that signs the links, log and queue the mail.
    const table = (name: TableName): string => data.tables[name].tableArn;
    const allow = (actions: string[], resources: string[]) =>
      role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
    allow(['dynamodb:Scan'], [table('photos')]);
    allow(['dynamodb:GetItem'], [table('stages')]);
    allow(['dynamodb:Query'], [`${table('stagiaires')}/index/by-stage`]);
    allow(['dynamodb:Query', 'dynamodb:UpdateItem'], [table('photoDigests')]);
    allow(['dynamodb:PutItem'], [table('mailLog')]);
    allow(['sqs:SendMessage'], [data.queues.mail.queueArn]);
    allow(['secretsmanager:GetSecretValue'], [jwtSecret.secretArn]);
    justifyGrant(
      role,
      ['secretsmanager:GetSecretValue'],
      'Read once per cold start in the cloud; the local runtime and the tests take the key from the environment.',
    );

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
      description: 'Daily digest of new photos to the families',
      schedule: ScheduleExpression.cron({
        minute: '0',
        hour: String(PHOTO_DIGEST_HOUR),
        timeZone: TimeZone.EUROPE_PARIS,
      }),
      target: new LambdaInvoke(fn, {
        role: this.schedulerRole,
        deadLetterQueue: this.failures,
        retryAttempts: PHOTO_DIGEST_RETRIES,
        maxEventAge: Duration.hours(2),
      }),
    });
  }
}
