/**
 * Dependencies of the handlers, built once per cold start (or once by the local runtime) from the
 * typed configuration and passed in. Business code receives these interfaces, never SDK clients.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { type AwsClients, createAwsClients, type FunctionClientOptions } from '../adapters/aws-clients.js';
import { createCloudFrontUrlSigner } from '../adapters/cdn-url-signer.js';
import { createSqsMailJobs, type MailQueue } from '../adapters/mail-queue.js';
import { type BusinessMetrics, noMetrics } from '../adapters/metrics.js';
import { createS3ObjectStorage, type ObjectStorage } from '../adapters/object-storage.js';
import { readSecret } from '../adapters/secrets.js';
import { createMailLog, type MailLog } from '../adapters/stores/mail-log.js';
import { createPhotoStore, type PhotoStore } from '../adapters/stores/photos.js';
import { createStayStore, type StayStore } from '../adapters/stores/stays.js';
import { createS3UrlSigner, type UrlSigner } from '../adapters/url-signer.js';
import type { Config } from '../config.js';
import { type QueueMailsDeps, queueMails } from '../services/mail/queue-mails.js';

export interface CoreDeps {
  readonly config: Config;
  readonly clients: AwsClients;
  readonly media: ObjectStorage;
  readonly signer: UrlSigner;
  readonly stages: StayStore;
  readonly photos: PhotoStore;
  /** Outgoing mail: enqueue here, the mail worker sends. */
  readonly mail: MailQueue;
  readonly mailLog: MailLog;
  readonly logger: Logger;
  /** What the workers did, counted (Powertools Metrics in the workers' Lambdas, nowhere locally). */
  readonly metrics: BusinessMetrics;
  readonly clock: () => Date;
}

/** Senders of mail see a queue; behind it, the use case that logs each message, then queues it. */
const mailQueue = (deps: QueueMailsDeps): MailQueue => ({
  enqueue: (messages, now = new Date()) => queueMails(deps, messages, now),
});

/**
 * Media links: CloudFront signed URLs wherever a CDN (or the local runtime's site server) checks them;
 * S3 presigned URLs only in bare test stacks that have no site server. Uploads are S3 PUTs always.
 */
const mediaSigner = (config: Config, clients: AwsClients, clock: () => Date): UrlSigner => {
  const s3 = createS3UrlSigner(clients.s3Presigner, config.buckets.media, clock);
  const cdn = config.mediaCdn;
  if (!cdn) return s3;
  const key = cdn.privateKey;
  return createCloudFrontUrlSigner(
    {
      baseUrl: cdn.baseUrl,
      keyPairId: cdn.keyPairId,
      // Read on the first link, not at start: functions that sign nothing never read the secret.
      privateKey: 'pem' in key ? async () => key.pem : () => readSecret(clients.secrets, key.secretArn),
      clock,
    },
    s3,
  );
};

export const createCoreDeps = (
  config: Config,
  options: FunctionClientOptions & { logger?: Logger; metrics?: BusinessMetrics },
): CoreDeps => {
  const clients = createAwsClients(config, options);
  const mailLog = createMailLog(clients.dynamo, config.tables.mailLog);
  const clock = (): Date => new Date();
  return {
    config,
    clients,
    media: createS3ObjectStorage(clients.s3, config.buckets.media),
    signer: mediaSigner(config, clients, clock),
    stages: createStayStore(clients.dynamo, config.tables.stages),
    photos: createPhotoStore(clients.dynamo, {
      photos: config.tables.photos,
      photoHashes: config.tables.photoHashes,
    }),
    mail: mailQueue({
      mailLog,
      mailJobs: createSqsMailJobs(clients.sqs, config.queueUrls.mail),
      keepBodies: config.mailLogBodies,
    }),
    mailLog,
    logger: options.logger ?? new Logger({ serviceName: 'portail-photos' }),
    metrics: options.metrics ?? noMetrics,
    clock,
  };
};
