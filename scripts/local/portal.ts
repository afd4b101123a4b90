/**
 * The whole portal on one machine: emulator, provisioning, the API and the SPA on one origin, the
 * queue pollers feeding the very same worker handlers the Lambdas run, the TTL sweep, demo data.
 * `npm start` and the end-to-end tests both start it through this one function.
 */
import { randomBytes } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { ClientOwner } from '#functions/adapters/call-recorder.js';
import { type ApiDeps, composeApi } from '#functions/composition/api.js';
import { createCoreDeps } from '#functions/composition/core.js';
import { composeExpiryReminder } from '#functions/composition/expiry-reminder.js';
import { composePhotoDigest } from '#functions/composition/photo-digest.js';
import { loadConfig } from '#functions/config.js';
import { createApp } from '#functions/http/app.js';
import { envNames } from '#shared/env-names.js';
import { DEFAULT_EMULATOR_PORT, type RunningEmulator, startEmulator } from '../emulator/emulator.js';
import { cdnVerifierOf, newLocalMediaKey, s3MediaReader } from './cdn-media.js';
import { createLocalDistribution } from './edge.js';
import type { LocalCertificate } from './local-tls.js';
import { startMediaProxy } from './media-proxy.js';
import { provision } from './provision.js';
import { startQueueWorkers, WORKERS_NICE } from './queue-workers.js';
import { functionEnvironment, localNames } from './resource-names.js';
import { type SeedResult, seedDemoData } from './seed.js';
import { startSiteServer } from './site-server.js';
import { photoStreamPoller } from './streams.js';
import { startTtlSweep } from './ttl-sweep.js';

/** The verified sender of the demo organisation's mail. */
export const MAIL_SENDER = 'no-reply@colos-du-soleil.example';

export interface PortalOptions {
  readonly port: number;
  /**
   * Serve the site over HTTPS and HTTP/2 with this certificate (makeLocalCertificate), as CloudFront
   * serves it; plain HTTP/1.1 when not given. The phone measurements use it.
   */
  readonly tls?: LocalCertificate;
  readonly emulatorPort: number;
  /** Another AWS-compatible endpoint (LocalStack…) instead of starting moto; 'aws' for the real cloud. */
  readonly endpoint?: string;
  readonly region: string;
  readonly resourcePrefix: string;
  readonly dev: boolean;
  /** Folder of the built SPA; web/dist unless said (the e2e suite serves a copy of its own). */
  readonly webRoot?: string;
  readonly seed: boolean;
  readonly adminUsername: string;
  readonly adminPassword?: string;
  readonly familyPassword?: string;
  readonly trainerPassword?: string;
  readonly jwtSecret?: string;
  readonly ttlSweepIntervalMs: number;
  /** Period of the expiry reminder job (daily in the cloud); 60 s when not given. */
  readonly expiryReminderIntervalMs?: number;
  /** Largest zip of an archive (ARCHIVE_PART_BYTES); 4 GB when not given. */
  readonly archivePartBytes?: number;
  /** Period of the photo digest job (daily in the cloud); 60 s when not given. */
  readonly photoDigestIntervalMs?: number;
  /** Quiet seconds that end a trainer's batch (UPLOAD_BATCH_QUIET_SECONDS); 300 when not given. */
  readonly uploadBatchQuietSeconds?: number;
  /**
   * How much lower the queue workers' process runs (WORKERS_NICE, 0 to 19; queue-workers.ts says
   * why); tests that wait on the workers on a shared machine give 0.
   */
  readonly workersNice?: number;
  readonly log: (line: string) => void;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
}

export interface RunningPortal {
  readonly url: string;
  /**
   * The site's own handler, in this process: what a script uses to call the API of a portal served
   * over HTTPS, whose certificate Node's fetch would refuse.
   */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  readonly endpoint: string | undefined;
  /** The media bucket's name, for tests that look at what storage holds. */
  readonly mediaBucket: string;
  readonly deps: ApiDeps;
  readonly seeded: SeedResult | undefined;
  /**
   * The queue workers. The upload benchmark pauses them while it times the uploads: in the cloud
   * they run on Lambdas of their own, here they would share the cores and the emulator. Messages
   * wait in their queues meanwhile and are handled on resume.
   */
  readonly workers: { pause(): Promise<void>; resume(): void; readonly pid: number | undefined };
  /** Settles with a French sentence if the emulator this runtime started ends without it. */
  readonly emulatorLost: Promise<string>;
  stop(): Promise<void>;
}

/** Reads the portal's options from the environment (documented in the README). */
export const portalOptionsFromEnv = (
  env: NodeJS.ProcessEnv,
  overrides: Partial<PortalOptions> = {},
): PortalOptions => ({
  port: Number(env.PORT ?? 3000),
  emulatorPort: Number(env.EMULATOR_PORT ?? DEFAULT_EMULATOR_PORT),
  ...(env.USE_AWS === 'true'
    ? { endpoint: 'aws' }
    : env.AWS_ENDPOINT_URL
      ? { endpoint: env.AWS_ENDPOINT_URL }
      : {}),
  region: env.AWS_REGION ?? 'eu-west-3',
  resourcePrefix: env.RESOURCE_PREFIX ?? 'portail',
  dev: false,
  seed: env.SEED_DEMO_DATA !== 'false',
  adminUsername: env.DEMO_ADMIN_USERNAME ?? 'admin',
  ...(env.DEMO_ADMIN_PASSWORD ? { adminPassword: env.DEMO_ADMIN_PASSWORD } : {}),
  ...(env.DEMO_FAMILY_PASSWORD ? { familyPassword: env.DEMO_FAMILY_PASSWORD } : {}),
  ...(env.DEMO_TRAINER_PASSWORD ? { trainerPassword: env.DEMO_TRAINER_PASSWORD } : {}),
  ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
  ...(env.ARCHIVE_PART_BYTES ? { archivePartBytes: Number(env.ARCHIVE_PART_BYTES) } : {}),
  ...(env.UPLOAD_BATCH_QUIET_SECONDS
    ? { uploadBatchQuietSeconds: Number(env.UPLOAD_BATCH_QUIET_SECONDS) }
    : {}),
  workersNice: Number(env.WORKERS_NICE ?? WORKERS_NICE),
  ttlSweepIntervalMs: Number(env.TTL_SWEEP_INTERVAL_MS ?? 60_000),
  expiryReminderIntervalMs: Number(env.EXPIRY_REMINDER_INTERVAL_MS ?? 60_000),
  photoDigestIntervalMs: Number(env.PHOTO_DIGEST_INTERVAL_MS ?? 60_000),
  log: (line) => console.log(line),
  logLevel: (env.LOG_LEVEL as PortalOptions['logLevel'] | undefined) ?? 'WARN',
  ...overrides,
});

export const startLocalPortal = async (options: PortalOptions): Promise<RunningPortal> => {
  // The Lambdas run Node 24; an older local Node needs no reminder from the SDK at every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    let emulator: RunningEmulator | undefined;
    let endpoint = options.endpoint === 'aws' ? undefined : options.endpoint;
    if (options.endpoint === undefined) {
      emulator = await startEmulator(options.emulatorPort);
      stops.push(() => emulator?.stop());
      endpoint = emulator.endpoint;
      options.log(`Émulateur AWS (moto) prêt sur ${endpoint}.`);
    }
    if (endpoint) {
      // An emulator accepts any credentials; the SDK still wants some.
      process.env.AWS_ACCESS_KEY_ID ??= 'local';
      process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    }

    const scheme = options.tls ? 'https' : 'http';
    const siteUrl = `${scheme}://localhost:${options.port}`;
    // Browsers reach the emulator's media store through a proxy that checks signatures as S3 does:
    // moto checks none, and lets anyone list a bucket.
    let mediaPublicEndpoint = endpoint?.replace('127.0.0.1', 'localhost');
    if (emulator) {
      const proxy = await startMediaProxy({
        target: emulator.endpoint,
        credentials: {
          accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
          secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
          ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
        },
        port: 0,
      });
      stops.push(() => proxy.stop());
      mediaPublicEndpoint = proxy.url;
    }
    const names = localNames(options.resourcePrefix);
    const clientConfig = { region: options.region, ...(endpoint ? { endpoint } : {}) };
    const provisioned = await provision(
      {
        dynamo: new DynamoDBClient(clientConfig),
        s3: new S3Client({ ...clientConfig, forcePathStyle: Boolean(endpoint) }),
        sqs: new SQSClient(clientConfig),
        ses: new SESv2Client(clientConfig),
      },
      {
        names,
        region: options.region,
        siteOrigins: [siteUrl, `${scheme}://127.0.0.1:${options.port}`],
        mailSender: MAIL_SENDER,
      },
    );

    const logger = new Logger({ serviceName: 'portail-photos', logLevel: options.logLevel });
    // The local CloudFront: media links are signed with this key and checked by the site server, and
    // the emulator's distribution receives the invalidations (never one of a real account).
    const noDistribution = "Pas de distribution CloudFront dans l'émulateur : aucune invalidation demandée.";
    const distributionId = endpoint
      ? await createLocalDistribution(
          new CloudFrontClient(clientConfig),
          siteUrl,
          options.resourcePrefix,
        ).catch((error: unknown) => {
          logger.warn(noDistribution, { error });
          return undefined;
        })
      : undefined;
    const mediaCdn = { ...newLocalMediaKey(), ...(distributionId ? { distributionId } : {}) };
    const env = functionEnvironment({
      names,
      queueUrls: provisioned.queueUrls,
      endpoint,
      region: options.region,
      jwtSecret: options.jwtSecret ?? randomBytes(32).toString('base64url'),
      siteUrl,
      mailSender: MAIL_SENDER,
      mailLogBodies: true,
      ...(mediaPublicEndpoint ? { mediaPublicEndpoint } : {}),
      mediaCdn,
    });
    if (options.archivePartBytes !== undefined)
      env[envNames.archivePartBytes] = String(options.archivePartBytes);
    if (options.uploadBatchQuietSeconds !== undefined)
      env[envNames.uploadBatchQuietSeconds] = String(options.uploadBatchQuietSeconds);
    const config = loadConfig(env);
    const coreOf = (fn: ClientOwner) => createCoreDeps(config, { fn, logger });
    // The handle given to seeding and tests is not the API function: its calls are not the API's.
    const core = coreOf('tooling');
    const deps = await composeApi(core);
    const api = createApp(await composeApi(coreOf('api')));

    const site = await startSiteServer({
      api,
      port: options.port,
      dev: options.dev,
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      mediaOrigins: mediaPublicEndpoint ? [mediaPublicEndpoint] : [],
      media: {
        verifier: cdnVerifierOf(mediaCdn.keyPairId, mediaCdn.privateKeyPem),
        read: s3MediaReader(core.clients.s3, config.buckets.media),
      },
      ...(options.tls ? { tls: options.tls } : {}),
    });
    stops.push(() => site.stop());

    const queueWorkers = await startQueueWorkers(
      {
        env,
        region: options.region,
        logLevel: options.logLevel,
        queueUrls: provisioned.queueUrls,
        queueArns: provisioned.queueArns,
        deadLetterUrls: provisioned.deadLetterUrls,
        deadLetterArns: provisioned.deadLetterArns,
      },
      (error) => logger.error('Worker process error', { error }),
      options.workersNice,
    );
    stops.push(() => queueWorkers.stop());

    const sweep = startTtlSweep({
      dynamo: core.clients.dynamo,
      tableNames: names.tables,
      intervalMs: options.ttlSweepIntervalMs,
      onError: (error) => logger.error('TTL sweep error', { error }),
    });
    stops.push(() => sweep.stop());

    // What the Lambda event source does in the cloud: photo records removed (by the sweep above or by
    // hand) reach the expiry handler, which deletes their S3 objects and logs the deletion.
    const photoStream = photoStreamPoller(coreOf('expiry'), {
      onError: (error) => logger.error('Photos stream error', { error }),
    });
    photoStream.start(2000);
    stops.push(() => photoStream.stop());

    // What the daily schedule does in the cloud, every minute here so a date set today is seen at
    // once; the job is idempotent, and a run still going when the next is due is not doubled.
    const remindFamilies = composeExpiryReminder(coreOf('expiry-reminder'));
    let reminding: Promise<void> | undefined;
    const reminders = setInterval(() => {
      reminding ??= remindFamilies()
        .then(
          () => undefined,
          (error: unknown) => logger.error('Expiry reminder error', { error }),
        )
        .finally(() => {
          reminding = undefined;
        });
    }, options.expiryReminderIntervalMs ?? 60_000);
    reminders.unref();
    stops.push(async () => {
      clearInterval(reminders);
      await reminding; // a run in flight finishes before the emulator goes
    });

    // What the evening schedule does in the cloud, every minute here: a family gets its digest of the
    // day soon after the first validation, then none until the next Paris day.
    const sendDigests = composePhotoDigest(coreOf('photo-digest'));
    let digesting: Promise<void> | undefined;
    const digests = setInterval(() => {
      digesting ??= sendDigests()
        .then(
          () => undefined,
          (error: unknown) => logger.error('Photo digest error', { error }),
        )
        .finally(() => {
          digesting = undefined;
        });
    }, options.photoDigestIntervalMs ?? 60_000);
    digests.unref();
    stops.push(async () => {
      clearInterval(digests);
      await digesting;
    });

    const seeded = options.seed
      ? await seedDemoData({
          deps,
          api,
          adminUsername: options.adminUsername,
          ...(options.adminPassword ? { adminPassword: options.adminPassword } : {}),
          ...(options.familyPassword ? { familyPassword: options.familyPassword } : {}),
          ...(options.trainerPassword ? { trainerPassword: options.trainerPassword } : {}),
          log: options.log,
        })
      : undefined;

    return {
      url: siteUrl,
      fetch: (url, init) => site.fetch(new Request(url, init)),
      endpoint,
      mediaBucket: names.buckets.media,
      deps,
      seeded,
      workers: { pause: queueWorkers.pause, resume: queueWorkers.resume, pid: queueWorkers.pid },
      // Without an emulator of its own (LocalStack, AWS), the runtime has none to lose.
      emulatorLost: emulator?.lost ?? new Promise<string>(() => undefined),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
