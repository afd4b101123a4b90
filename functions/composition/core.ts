/**
 * Dependencies of the handlers, built once per cold start (or once by the local runtime) from the
 * typed configuration and passed in. Business code receives these interfaces, never SDK clients.
 *
 * A Lambda builds only the SDK clients its code uses (`baseDeps` with the builders it names), and
 * each composition says by its parameter's type which clients it needs: a function's bundle then
 * holds those services' SDK and no other, and a client a composition needs but its Lambda did not
 * build is a type error, not a failure in the cloud. The local runtime and the tests build every
 * client (`createCoreDeps`) and hand the same deps to every composition.
 */

import { Logger } from '@aws-lambda-powertools/logger';
import {
  type AwsClients,
  buildClients,
  type ClientBuilders,
  type ClientName,
  clientSettings,
  everyClient,
  type FunctionClientOptions,
} from '#functions/adapters/aws-clients.js';
import { createCloudFrontUrlSigner } from '#functions/adapters/cdn-url-signer.js';
import { createSqsMailJobs } from '#functions/adapters/mail-queue.js';
import { noMetrics } from '#functions/adapters/metrics.js';
import { createS3ObjectStorage } from '#functions/adapters/object-storage.js';
import { readSecret } from '#functions/adapters/secrets.js';
import { createMailLog } from '#functions/adapters/stores/mail-log.js';
import { createPhotoStore } from '#functions/adapters/stores/photos.js';
import { createStayStore } from '#functions/adapters/stores/stays.js';
import { createS3UrlSigner } from '#functions/adapters/url-signer.js';
import type { Config } from '#functions/config.js';
import type { MailQueue } from '#functions/ports/mail-queue.js';
import type { BusinessMetrics } from '#functions/ports/metrics.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { MailLog } from '#functions/ports/stores/mail-log.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { type QueueMailsDeps, queueMails } from '#functions/services/mail/queue-mails.js';

/** What every function has: its configuration, the clients it built, its logger, metrics and clock. */
export interface BaseDeps<K extends ClientName = ClientName> {
  readonly config: Config;
  readonly clients: Pick<AwsClients, K>;
  readonly logger: Logger;
  /** What the workers did, counted (Powertools Metrics in the workers' Lambdas, nowhere locally). */
  readonly metrics: BusinessMetrics;
  readonly clock: () => Date;
}

export type BaseOptions = FunctionClientOptions & { logger?: Logger; metrics?: BusinessMetrics };

export const baseDeps = <K extends ClientName>(
  config: Config,
  options: BaseOptions,
  clients: ClientBuilders<K>,
): BaseDeps<K> => ({
  config,
  clients: buildClients(clientSettings(config, options), clients),
  logger: options.logger ?? new Logger({ serviceName: 'portail-photos' }),
  metrics: options.metrics ?? noMetrics,
  clock: (): Date => new Date(),
});

/** The media bucket's objects. */
export const mediaStorageOf = (deps: BaseDeps<'s3'>): ObjectStorage =>
  createS3ObjectStorage(deps.clients.s3, deps.config.buckets.media);

export const photoStoreOf = (deps: BaseDeps<'dynamo'>): PhotoStore =>
  createPhotoStore(deps.clients.dynamo, {
    photos: deps.config.tables.photos,
    photoHashes: deps.config.tables.photoHashes,
  });

export const stayStoreOf = (deps: BaseDeps<'dynamo'>): StayStore =>
  createStayStore(deps.clients.dynamo, deps.config.tables.stages);

export const mailLogOf = (deps: BaseDeps<'dynamo'>): MailLog =>
  createMailLog(deps.clients.dynamo, deps.config.tables.mailLog);

/** Senders of mail see a queue; behind it, the use case that logs each message, then queues it. */
const mailQueue = (deps: QueueMailsDeps): MailQueue => ({
  enqueue: (messages, now = new Date()) => queueMails(deps, messages, now),
});

/** Outgoing mail: enqueue here, the mail worker sends. */
export const mailQueueOf = (deps: BaseDeps<'dynamo' | 'sqs'>): MailQueue =>
  mailQueue({
    mailLog: mailLogOf(deps),
    mailJobs: createSqsMailJobs(deps.clients.sqs, deps.config.queueUrls.mail),
    keepBodies: deps.config.mailLogBodies,
  });

/**
 * Media links: CloudFront signed URLs wherever a CDN (or the local runtime's site server) checks them;
 * S3 presigned URLs only in bare test stacks that have no site server. Uploads are S3 PUTs always.
 */
export const mediaSignerOf = (deps: BaseDeps<'s3Presigner' | 'secrets'>): UrlSigner => {
  const { config, clients, clock } = deps;
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

/** The clients the shared adapters below need: every function but the workers that use a few. */
export type CoreClient = 's3' | 's3Presigner' | 'dynamo' | 'sqs' | 'secrets';

export interface CoreAdapters {
  readonly media: ObjectStorage;
  readonly signer: UrlSigner;
  readonly stays: StayStore;
  readonly photos: PhotoStore;
  /** Outgoing mail: enqueue here, the mail worker sends. */
  readonly mail: MailQueue;
  readonly mailLog: MailLog;
}

export type CoreDeps<K extends ClientName = ClientName> = BaseDeps<K> & CoreAdapters;

/** The base and the adapters most of the API's routes share. */
export const withCoreAdapters = <K extends ClientName>(
  base: BaseDeps<K> & BaseDeps<CoreClient>,
): CoreDeps<K> => ({
  ...base,
  media: mediaStorageOf(base),
  signer: mediaSignerOf(base),
  stays: stayStoreOf(base),
  photos: photoStoreOf(base),
  mail: mailQueueOf(base),
  mailLog: mailLogOf(base),
});

/** Every client and every shared adapter: the local runtime and the tests compose any function from it. */
export const createCoreDeps = (config: Config, options: BaseOptions): CoreDeps =>
  withCoreAdapters(baseDeps(config, options, everyClient));
