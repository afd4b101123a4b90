/**
 * Batch upload benchmark: N distinct photos of ~4 MB sent from headless Chromium to the
 * whole local runtime (`npm start`'s portal, moto behind the presigned URLs), two ways in one run:
 * - parallel: the product itself, the real deposit page (picker, 'Envoyer', 4 PUTs at a time);
 * - one by one: the old behaviour, in the same page on the same files: sign one photo, PUT it, next.
 * Each mode runs on a freshly started portal, into an empty stay (the server skips a content the
 * stay already holds), and is timed in the page from the start to the answer of the last PUT, split
 * into preparing (hashing, signing) and sending. The queue workers are paused while a mode is timed:
 * in the cloud the media worker runs on Lambdas of its own, here it would take the two cores and
 * the emulator's single thread from the uploads. Resumed afterwards, it is waited for, and every
 * photo is then checked stored (record ready, original kept), or the benchmark fails.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Browser, Page } from 'playwright-core';
import { MAX_UPLOAD_BATCH } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { launchBrowser } from '#test/helpers/browser.js';
import { freePort } from '#test/helpers/free-port.js';
import { portalOptionsFromEnv, type RunningPortal, startLocalPortal } from '../local/portal.js';
import type { SeededStay } from '../local/seed.js';
import { writeNoisePhotos } from './noise-photos.js';
import { batchTimes, sendOneByOne, type UploadTimes, watchBatch } from './upload-in-page.js';

const PHOTOS = Number(process.env.BENCH_UPLOAD_PHOTOS ?? MAX_UPLOAD_BATCH);
/** Generous: on two shared cores the media worker needs about a second per photo. */
const WORKER_DRAIN_MS = 15 * 60_000;
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

export interface UploadModeResult extends UploadTimes {
  readonly mbPerSecond: number;
}

/**
 * Latency added to every request of the page (Chromium's network emulation, no bandwidth cap): none,
 * the loopback as is, then a mobile network's. Localhost has no round trip to save, and its single
 * emulator process takes PUTs no faster four at a time than one by one; a phone on camp Wi-Fi or 4G
 * pays tens of milliseconds for every request.
 */
const LATENCIES_MS = (process.env.BENCH_UPLOAD_LATENCIES ?? '0,60').split(',').map(Number);

export interface UploadConditionResult {
  readonly latencyMs: number;
  readonly sequential: UploadModeResult;
  readonly parallel: UploadModeResult;
  /** parallel time ÷ sequential time; the goal is ≤ 1/3. */
  readonly ratio: number;
  /** The same for the PUTs alone (after hashing and signing). */
  readonly putRatio: number;
}

export interface UploadBenchResult {
  readonly photos: number;
  readonly totalMb: number;
  readonly conditions: readonly UploadConditionResult[];
  readonly cores: number;
}

const SITE_DIST = path.join(import.meta.dirname, '../../web/dist/index.html');

/** Waits, untimed, until every photo of the stay has been through the media worker. */
const waitForWorker = async (portal: RunningPortal, stayId: string, expected: number): Promise<void> => {
  const deadline = Date.now() + WORKER_DRAIN_MS;
  for (;;) {
    const records = await portal.deps.photos.listByStay(stayId);
    const refused = records.filter((record) => record.status === 'refusee');
    if (refused.length > 0) throw new Error(`${refused.length} photo(s) refusée(s) par le worker média`);
    if (records.length >= expected && records.every((record) => record.status === 'prete')) return;
    if (Date.now() > deadline)
      throw new Error(`worker média trop long : ${records.length} enregistrements sur ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

/** Fails loudly unless the stay holds exactly `expected` ready photos, each with its original stored. */
const checkStored = async (portal: RunningPortal, stayId: string, expected: number): Promise<void> => {
  const records = await portal.deps.photos.listByStay(stayId);
  const ready = records.filter((record) => record.status === 'prete').length;
  let originals = 0;
  let token: string | undefined;
  do {
    const page = await portal.deps.clients.s3.send(
      new ListObjectsV2Command({
        Bucket: portal.deps.config.buckets.media,
        Prefix: `photos/${stayId}/`,
        ...(token ? { ContinuationToken: token } : {}),
      }),
    );
    originals += (page.Contents ?? []).filter((object) => object.Key?.endsWith('/original.jpg')).length;
    token = page.NextContinuationToken;
  } while (token);
  if (records.length !== expected || ready !== expected || originals !== expected)
    throw new Error(
      `séjour ${stayId} : ${records.length} enregistrements, ${ready} prêtes, ${originals} originaux (attendu ${expected})`,
    );
};

/** Signs in as the stay's director through the login page, then opens its deposit page. */
const openDepositPage = async (page: Page, url: string, stay: SeededStay): Promise<void> => {
  await page.goto(`${url}/connexion?stageId=${stay.id}`);
  await page.getByLabel(messages.login.password, { exact: true }).fill(stay.trainerPassword);
  await page.getByRole('button', { name: messages.login.submit }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/connexion'));
  await page.goto(`${url}/doc-stage/${stay.id}`);
  await page.getByRole('heading', { name: messages.photoDeposit.title(stay.nom_stage) }).waitFor();
};

/** The product's path: the files in the picker, a click on 'Envoyer', until the last PUT answered. */
const sendInParallel = async (page: Page, files: readonly string[]): Promise<UploadTimes> => {
  await page.locator('form.upload-form input[type="file"]').setInputFiles([...files]);
  await page.evaluate(watchBatch, messages.photoDeposit.progress(files.length, files.length));
  await page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();
  // The end state also proves the batch went through without a failure.
  await page.getByText(messages.trainer.done(files.length)).waitFor({ timeout: UPLOAD_TIMEOUT_MS });
  const times = await page.evaluate(batchTimes);
  if (!times) throw new Error('fin du lot non observée sur la page');
  return times;
};

/** The old behaviour on the same files in the same page: one photo signed, sent, then the next. */
const sendOneAtATime = async (
  page: Page,
  stay: SeededStay,
  files: readonly string[],
): Promise<UploadTimes> => {
  await page.locator('form.upload-form input[type="file"]').setInputFiles([...files]);
  const { sent, ...times } = await page.evaluate(sendOneByOne, stay.id);
  if (sent !== files.length) throw new Error(`${sent} photos envoyées sur ${files.length}`);
  return times;
};

type Send = (page: Page, stay: SeededStay, files: readonly string[]) => Promise<UploadTimes>;

/**
 * One mode on a portal of its own: moto frees nothing and some of its calls grow with its tables, so
 * a mode run second on the same emulator would pay for the first one's data.
 */
const runMode = async (
  browser: Browser,
  files: readonly string[],
  send: Send,
  latencyMs: number,
): Promise<UploadTimes> => {
  const portal = await startLocalPortal(
    portalOptionsFromEnv(
      {},
      { port: await freePort(), emulatorPort: await freePort(), log: () => undefined, logLevel: 'ERROR' },
    ),
  );
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const stays = portal.seeded?.stays ?? [];
    // Demo photos are processed after the start: nothing else runs while the mode is timed.
    for (const stay of stays) await waitForWorker(portal, stay.id, stay.photos);
    const stay = stays.find((candidate) => candidate.actif === 1 && candidate.photos === 0);
    if (!stay) throw new Error('aucun séjour de démo actif sans photo');
    const page = await context.newPage();
    await openDepositPage(page, portal.url, stay);
    if (latencyMs > 0) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await portal.workers.pause();
    const times = await send(page, stay, files);
    portal.workers.resume();
    await waitForWorker(portal, stay.id, files.length);
    await checkStored(portal, stay.id, files.length);
    return times;
  } finally {
    await context.close();
    await portal.stop();
  }
};

export const benchUploads = async (): Promise<UploadBenchResult> => {
  await access(SITE_DIST).catch(() => {
    throw new Error('web/dist absent : lancez « npm run build:web » avant le benchmark.');
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const browser = await launchBrowser();
  try {
    const photos = await writeNoisePhotos(dir, PHOTOS);
    const totalMb = photos.totalBytes / (1024 * 1024);
    const mode = (times: UploadTimes): UploadModeResult => ({
      ...times,
      mbPerSecond: totalMb / (times.ms / 1000),
    });
    const conditions: UploadConditionResult[] = [];
    for (const latencyMs of LATENCIES_MS) {
      const sequential = await runMode(browser, photos.paths, sendOneAtATime, latencyMs);
      const parallel = await runMode(
        browser,
        photos.paths,
        (page, _stay, files) => sendInParallel(page, files),
        latencyMs,
      );
      conditions.push({
        latencyMs,
        sequential: mode(sequential),
        parallel: mode(parallel),
        ratio: parallel.ms / sequential.ms,
        putRatio: parallel.putMs / sequential.putMs,
      });
    }
    return { photos: PHOTOS, totalMb, conditions, cores: cpus().length };
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
};
