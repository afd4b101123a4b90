/**
 * The whole portal in one stack. The parts reference each other both ways (the media bucket's CORS
 * names CloudFront's domain, CloudFront's CSP names the media bucket, CloudFront forwards to the API
 * that signs media URLs), which separate stacks could only express through exports and ordering; the
 * concerns are split into constructs instead (data, storage, api, workers, web, alarms).
 */
import { CfnOutput, type CfnResource, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import { notifications } from '#shared/resources.js';
import { stackOutputs, tableOutput } from '#shared/stack-outputs.js';
import { acknowledge } from './acknowledge.js';
import { Alarms } from './alarms.js';
import { Api } from './api.js';
import { ArchiveDownloads } from './archive-downloads.js';
import { ArchiveWorker } from './archive-worker.js';
import { Data } from './data.js';
import { ExpiryReminder } from './expiry-reminder.js';
import { FacesWorker } from './faces-worker.js';
import { Mail } from './mail.js';
import { PhotoDigest } from './photo-digest.js';
import { PhotoExpiry } from './photo-expiry.js';
import { retainExceptOnCreate } from './retention.js';
import { RotateWorker } from './rotate-worker.js';
import { Storage } from './storage.js';
import { Web } from './web.js';
import { Workers } from './workers.js';

export interface PortalSettings {
  readonly prefix: string;
  readonly jwtIssuer: string;
  /** An extra origin allowed to upload to the media bucket (a dev server, a second domain). */
  readonly siteOrigin?: string | undefined;
  readonly domain?: { readonly name: string; readonly certificateArn: string } | undefined;
  readonly alarmEmail: string;
  /** Mail: the SES domain and sender, the administrators' address and the account's SES rate. */
  readonly mail: {
    readonly domain: string;
    readonly sender: string;
    readonly adminEmail: string;
    readonly sendRate: number;
    /** The domain's SES identity exists already in the account (another stage made it): reuse it. */
    readonly existingIdentity?: boolean | undefined;
  };
  /** Monthly cost budget in US dollars (alarms.ts has the default). */
  readonly monthlyBudgetUsd?: number | undefined;
  /** The media bucket's name when a deployment already has one (storage.ts); else drawn from the stack. */
  readonly mediaBucketName?: string | undefined;
  /** Days before the photos' deletion date when families are reminded (functions' default: 7). */
  readonly expiryReminderDays?: number | undefined;
  /** Days between two digests of new photos to one family, at most (functions' default: 1). */
  readonly photoDigestEveryDays?: number | undefined;
  /**
   * The child finder ("Trouver mon enfant"): on unless the organisation switches it off; off, no faces
   * worker is deployed, nothing is prepared, and the site is built without the button.
   */
  readonly faceFinder: boolean;
  /** The built SPA folder, when it exists. */
  readonly webAssetsPath?: string | undefined;
}

export class PortalStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly api: Api;
  readonly workers: Workers;
  readonly mail: Mail;
  readonly photoExpiry: PhotoExpiry;
  readonly archives: ArchiveWorker;
  readonly rotations: RotateWorker;
  /** Absent where the child finder is off. */
  readonly faces: FacesWorker | undefined;
  readonly web: Web;
  readonly expiryReminder: ExpiryReminder;
  readonly photoDigest: PhotoDigest;
  readonly archiveDownloads: ArchiveDownloads;

  constructor(scope: Construct, id: string, settings: PortalSettings, props?: StackProps) {
    super(scope, id, { description: 'Portail photos: site, API, media workers and their data', ...props });
    retainExceptOnCreate(this);
    this.data = new Data(this, 'Data');
    this.storage = new Storage(this, 'Storage', {
      stackName: this.stackName,
      mediaBucketName: settings.mediaBucketName,
    });
    this.api = new Api(this, 'Api', {
      data: this.data,
      storage: this.storage,
      jwtIssuer: settings.jwtIssuer,
    });
    this.workers = new Workers(this, 'Workers', {
      data: this.data,
      storage: this.storage,
    });
    this.mail = new Mail(this, 'Mail', { data: this.data, storage: this.storage, ...settings.mail });
    this.photoExpiry = new PhotoExpiry(this, 'PhotoExpiry', {
      data: this.data,
      storage: this.storage,
      faceFinder: settings.faceFinder,
    });
    this.archives = new ArchiveWorker(this, 'Archives', { data: this.data, storage: this.storage });
    this.rotations = new RotateWorker(this, 'Rotations', { data: this.data, storage: this.storage });
    this.faces = settings.faceFinder
      ? new FacesWorker(this, 'Faces', { data: this.data, storage: this.storage })
      : undefined;
    for (const [name, value] of Object.entries(this.mail.environment)) {
      this.api.handler.fn.addEnvironment(name, value);
    }
    this.web = new Web(this, 'Web', {
      apiDomain: this.api.originDomain,
      originVerifySecret: this.api.originVerifySecret,
      logs: this.storage.logs,
      mediaOrigins: [this.storage.mediaOrigin],
      assetsPath: settings.webAssetsPath,
      domain: settings.domain,
    });
    this.photoExpiry.forgetsAt(this.web.distribution);
    this.storage.allowOrigins([
      ...this.web.siteOrigins,
      ...(settings.siteOrigin ? [settings.siteOrigin] : []),
    ]);
    this.notifyQueues();
    // Mails link to the custom domain when there is one (listed last), else to CloudFront's: the
    // API's (batch notification, passwords) as well as the reminder's.
    const siteUrl = this.web.siteOrigins.at(-1);
    if (!siteUrl) throw new Error('The site has no public origin to link to');
    this.api.handler.fn.addEnvironment(envNames.siteUrl, siteUrl);
    // The media worker mails the administrators at the end of each trainer's batch.
    this.workers.mailBatchesWith({ ...this.mail.environment, [envNames.siteUrl]: siteUrl });
    this.archiveDownloads = new ArchiveDownloads(this, 'ArchiveDownloads', {
      storage: this.storage,
      distribution: this.web.distribution,
      responseHeadersPolicy: this.web.securityHeaders,
      siteUrl,
    });
    for (const [name, value] of Object.entries(this.archiveDownloads.environment)) {
      this.api.handler.fn.addEnvironment(name, value);
    }
    this.archiveDownloads.privateKey.grantRead(this.api.handler.role);
    this.expiryReminder = new ExpiryReminder(this, 'ExpiryReminder', {
      data: this.data,
      storage: this.storage,
      siteUrl,
      daysBefore: settings.expiryReminderDays,
    });
    this.photoDigest = new PhotoDigest(this, 'PhotoDigest', {
      data: this.data,
      storage: this.storage,
      siteUrl,
      jwtSecret: this.api.jwtSecret,
      jwtIssuer: settings.jwtIssuer,
      everyDays: settings.photoDigestEveryDays,
    });

    // The API stage's access log, where 429 answers are counted.
    const apiAccessLogs = this.api.node.findChild('AccessLogs');
    if (!(apiAccessLogs instanceof LogGroup)) throw new Error('The API has no access log group');
    const alarms = new Alarms(this, 'Alarms', {
      deadLetterQueues: {
        ...this.data.deadLetterQueues,
        'photos-stream-failures': this.photoExpiry.failures,
        'expiry-reminder-failures': this.expiryReminder.failures,
        'photo-digest-failures': this.photoDigest.failures,
      },
      deadLetterQueuesRead: { archive: this.data.deadLetterQueues.archive },
      functions: {
        api: this.api.handler.fn,
        'media-worker': this.workers.media.fn,
        'mail-worker': this.mail.worker.fn,
        'photos-stream': this.photoExpiry.handler.fn,
        'archive-worker': this.archives.worker.fn,
        'rotate-worker': this.rotations.worker.fn,
        ...(this.faces ? { 'faces-worker': this.faces.worker.fn } : {}),
        'expiry-reminder': this.expiryReminder.handler.fn,
        'photo-digest': this.photoDigest.handler.fn,
      },
      queues: this.data.queues,
      streamConsumers: { 'photos-stream': this.photoExpiry.handler.fn },
      httpApi: this.api.httpApi,
      apiAccessLogs,
      email: settings.alarmEmail,
      monthlyBudgetUsd: settings.monthlyBudgetUsd,
    });
    this.mail.alarmOn(alarms.topic);

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', `https://${this.web.distribution.distributionDomainName}`, 'The portal');
    output('ApiUrl', this.api.httpApi.apiEndpoint, 'The HTTP API (the site calls it under /api)');
    output('MediaBucketName', this.storage.media.bucketName, 'Photos and uploads');
    output('WebBucketName', this.web.bucket.bucketName, 'The built SPA');
    this.operatorOutputs(alarms);
  }

  /**
   * What an operator needs without opening the console: the table names (npm run admin:create reads
   * them from here), the region, the alarm topic, and the DKIM records to publish in the sender
   * domain's DNS, without which SES never verifies the domain and no mail leaves.
   */
  private operatorOutputs(alarms: Alarms): void {
    new CfnOutput(this, stackOutputs.region, { value: this.region, description: 'The region of the stack' });
    for (const [name, table] of Object.entries(this.data.tables)) {
      new CfnOutput(this, tableOutput(name), { value: table.tableName, description: `Table ${name}` });
    }
    new CfnOutput(this, 'AlarmTopicArn', {
      value: alarms.topic.topicArn,
      description: 'The SNS topic of the alarms (the alarm address confirms its subscription by mail)',
    });
    new CfnOutput(this, 'MailConfigurationSet', {
      value: this.mail.configurationSet.configurationSetName,
      description: 'SES configuration set: sends, bounces and complaints as CloudWatch metrics',
    });
    this.mail.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'DNS record to publish in the sender domain so that SES verifies it (DKIM)',
      });
    });
  }

  /** S3 → SQS for each entry of shared/resources.ts `notifications`. */
  private notifyQueues(): void {
    for (const { bucket, prefix, queue } of notifications) {
      this.storage.buckets[bucket].addEventNotification(
        EventType.OBJECT_CREATED,
        new SqsDestination(this.data.queues[queue]),
        { prefix },
      );
    }
    // The notification configuration is applied by a CDK-provided function, a singleton of the stack.
    const handler = this.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (!handler) return;
    // Like every function of the stack: arm64 (its code is inline Python) and a log group that expires.
    const fn = handler.node.findChild('Resource') as CfnResource;
    fn.addPropertyOverride('Architectures', ['arm64']);
    const logs = new LogGroup(this, 'BucketNotificationsLogs', { retention: RetentionDays.THREE_MONTHS });
    fn.addPropertyOverride('LoggingConfig', { LogGroup: logs.logGroupName });
    acknowledge(handler, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        "CDK's bucket-notification function logs with the basic execution role it creates; it runs only " +
        'during deployments.',
    });
  }
}
