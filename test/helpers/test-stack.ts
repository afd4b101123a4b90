/**
 * A complete backend against the emulator for one test file: resources provisioned under a fresh
 * prefix, the API app and the media worker built exactly as the local runtime builds them. Media
 * links are CloudFront signed URLs, as in the cloud, served by a small server of the stack's own that
 * checks them as the edge does: the API never reads photos, stay files or archives itself, and the
 * permission proof holds it to that.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Logger } from '@aws-lambda-powertools/logger';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { inject } from 'vitest';
import type { ClientOwner } from '#functions/adapters/call-recorder.js';
import { type ApiDeps, composeApi } from '#functions/composition/api.js';
import { type CoreDeps, createCoreDeps, mediaSignerOf } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { newId } from '#functions/domain/ids.js';
import { DUMMY_HASH } from '#functions/domain/passwords.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createApp } from '#functions/http/app.js';
import {
  type CdnMediaOptions,
  cdnMediaHandler,
  cdnVerifierOf,
  newLocalMediaKey,
  s3MediaReader,
} from '#scripts/local/cdn-media.js';
import { createLocalDistribution, invalidationsOf } from '#scripts/local/edge.js';
import { provision } from '#scripts/local/provision.js';
import { type RunningPoller, startQueuePoller } from '#scripts/local/queue-poller.js';
import { functionEnvironment, type LocalNames, localNames } from '#scripts/local/resource-names.js';
import { localWorkers } from '#scripts/local/workers.js';
import { deadLettersReadByWorker, type QueueName, queues, workerTimeoutSeconds } from '#shared/resources.js';

export const REGION = 'eu-west-3';
export const SITE_ORIGIN = 'http://localhost:3999';
export const MAIL_SENDER = 'no-reply@test.example';
/** The administrator account every test stack holds (no password opens it). */
export const TEST_ADMIN = 'admin';

export interface TestStack {
  /**
   * The API's dependencies for arranging and checking data: the same tables, bucket and queues as
   * the app's, but calls made through them are the test's, not recorded as the API's.
   */
  readonly deps: ApiDeps;
  /** The dependencies of one function (its AWS calls recorded as that function's). */
  coreOf(fn: ClientOwner): CoreDeps;
  readonly app: Hono;
  readonly names: LocalNames;
  readonly endpoint: string;
  /** The functions' environment, for a worker run in a child process. */
  readonly env: Record<string, string>;
  readonly queueUrls: Record<QueueName, string>;
  readonly queueArns: Record<QueueName, string>;
  /** Starts feeding the media queue to the media worker; stop it at the end. */
  startMediaPoller(): RunningPoller;
  /**
   * Starts feeding a queue to its worker, as the Lambda event source does (and its dead-letter queue
   * too, for a worker that reads it); stop it at the end.
   */
  startWorker(queue: QueueName): RunningPoller;
  readonly deadLetterUrls: Record<QueueName, string>;
  readonly deadLetterArns: Record<QueueName, string>;
  createStay(overrides?: Partial<StayRecord>): Promise<StayRecord>;
  /** The paths of each invalidation the functions asked of the stack's distribution, oldest first. */
  invalidations(): Promise<string[][]>;
}

/**
 * The stack's CloudFront for media: signed URLs checked, then the object read from the bucket. Its
 * port is left to the system; the server does not hold the test process open.
 */
const serveMedia = async (options: CdnMediaOptions): Promise<string> => {
  const media = new Hono();
  media.on(['GET', 'HEAD'], '*', cdnMediaHandler(options));
  const server = createServer(getRequestListener(media.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The media server has no port');
  return `http://127.0.0.1:${address.port}`;
};

/** `endpoint`: another emulator than the suite's, for a test that reads the emulator's own state. */
export const createTestStack = async (
  clock?: () => Date,
  /** Settings of the functions the test changes (ARCHIVE_PART_BYTES…). */
  settings: Record<string, string> = {},
  endpoint: string = inject('emulatorEndpoint'),
): Promise<TestStack> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const names = localNames(prefix);
  const clientConfig = { region: REGION, endpoint, maxAttempts: 1 };
  const provisioned = await provision(
    {
      dynamo: new DynamoDBClient(clientConfig),
      s3: new S3Client({ ...clientConfig, forcePathStyle: true }),
      sqs: new SQSClient(clientConfig),
      ses: new SESv2Client(clientConfig),
    },
    { names, region: REGION, siteOrigins: [SITE_ORIGIN], mailSender: MAIL_SENDER },
  );
  const mediaKey = newLocalMediaKey();
  const cloudfront = new CloudFrontClient(clientConfig);
  const distributionId = await createLocalDistribution(cloudfront, SITE_ORIGIN, prefix);
  const mediaUrl = await serveMedia({
    verifier: cdnVerifierOf(mediaKey.keyPairId, mediaKey.privateKeyPem),
    read: s3MediaReader(new S3Client({ ...clientConfig, forcePathStyle: true }), names.buckets.media),
  });
  const env = functionEnvironment({
    names,
    queueUrls: provisioned.queueUrls,
    endpoint,
    region: REGION,
    jwtSecret: randomBytes(32).toString('hex'),
    siteUrl: SITE_ORIGIN,
    mediaCdn: { ...mediaKey, url: mediaUrl, distributionId },
    mailSender: MAIL_SENDER,
    mailLogBodies: true,
  });
  Object.assign(env, settings);
  const config = loadConfig(env);
  const logger = new Logger({ logLevel: 'SILENT' });
  const coreOf = (fn: ClientOwner): CoreDeps => {
    const core = createCoreDeps(config, { fn, maxAttempts: 1, logger });
    if (!clock) return core;
    // Media links are signed at the stack's time too: their expiry follows the clock.
    const timed = { ...core, clock };
    return { ...timed, signer: mediaSignerOf(timed) };
  };
  const core = coreOf('tooling');
  const deps = await composeApi(core);
  // Administrator tokens are only accepted for an existing account: tests sign them as `admin`.
  await deps.admins.put({
    username: TEST_ADMIN,
    password_hash: DUMMY_HASH,
    created_at: new Date().toISOString(),
  });
  const app = createApp(await composeApi(coreOf('api')));
  const workers = localWorkers(coreOf);
  const startWorker = (queue: QueueName): RunningPoller => {
    const poll = (queueUrl: string, queueArn: string, batchSize: number) =>
      startQueuePoller({
        sqs: core.clients.sqs,
        queueUrl,
        queueArn,
        region: REGION,
        batchSize,
        worker: workers[queue],
        functionName: `${queue}-worker-test`,
        timeoutSeconds: workerTimeoutSeconds[queue],
        retryDelaySeconds: 1,
      });
    const pollers = [
      poll(provisioned.queueUrls[queue], provisioned.queueArns[queue], queues[queue].batchSize),
      ...(deadLettersReadByWorker.includes(queue)
        ? [poll(provisioned.deadLetterUrls[queue], provisioned.deadLetterArns[queue], 1)]
        : []),
    ];
    return {
      async stop() {
        await Promise.all(pollers.map((poller) => poller.stop()));
      },
    };
  };
  return {
    deps,
    coreOf,
    app,
    names,
    endpoint,
    env,
    queueUrls: provisioned.queueUrls,
    queueArns: provisioned.queueArns,
    deadLetterUrls: provisioned.deadLetterUrls,
    deadLetterArns: provisioned.deadLetterArns,
    startMediaPoller: () => startWorker('media'),
    invalidations: () => invalidationsOf(cloudfront, distributionId),
    startWorker,
    async createStay(overrides = {}) {
      const stay: StayRecord = {
        id: newId(),
        nom_stage: 'Séjour de test',
        ville: 'Lyon',
        cree_par: 'test',
        actif: 1,
        // Dated around today, so the status update never archives it.
        date_debut: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
        date_fin: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        mdp_formateur: `F-${randomBytes(4).toString('hex')}`,
        mdp_stagiaire: `S-${randomBytes(4).toString('hex')}`,
        token_version: 1,
        version: 1,
        ...overrides,
      };
      await deps.stays.create(stay);
      return stay;
    },
  };
};

/** Calls the API app like a browser would. */
export const call = async (
  app: Hono,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> => {
  const answer = await app.request(path, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : undefined, headers: answer.headers };
};

/**
 * Polls until the predicate holds (no fixed sleeps). The default deadline is nearly a whole test's:
 * on a busy machine the workers take their time, and a test that waits less fails for no fault.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 50_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`Condition not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};
