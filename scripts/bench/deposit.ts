/**
 * The trainer's deposit page on a phone, in a stay of 2,000 photos (`npm run bench:deposit [N]`):
 * how soon the form shows, what the page asks the API for (its own latest photos a page at a time,
 * never the whole stay), how fast signing answers, and a batch of 30 phone photos (12 MP JPEGs of 3
 * to 4 MB, drawn by phone-photos.ts) sent over the phone's slowed link: how soon the first photo
 * goes after the tap, how long the main thread is held meanwhile, and how much of the link the batch
 * uses from the tap to the answer of its last PUT.
 *
 * The stay is filled as the gallery's bench fills it (gallery.ts, the small sources through the
 * media worker, the other photos their copies), on a portal of its own, and given a content hash per
 * photo, as a trainer's deposits leave; the workers are then paused, so the batch's photos wait in
 * their queue as on Lambdas of their own instead of taking the two cores from the phone and the
 * server.
 * Each load is a new context on the gallery's phone (gallery-phone.ts: 390×844 at DPR 3, 40 ms
 * added to every request, 9 Mbit/s each way, CPU slowed 4×), the trainer's token in local storage,
 * the page opened at its address; one load first, not counted, fills the server's compressed copies
 * as CloudFront's cache would be. Signing is then timed from Node against the local runtime's HTTP
 * server, without the phone's latency, a chunk as the page sends it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';
import type { SignUploadsResponse } from '#shared/schemas.js';
import { webRoutes } from '#shared/web-routes.js';
import { launchBrowser } from '#test/helpers/browser.js';
import { portalClient, signInToStay } from '#test/helpers/portal-setup.js';
import type { RunningPortal } from '../local/portal.js';
import { WEB_DIST } from '../local/site-server.js';
import {
  type ApiCall,
  apiCalls,
  type BatchMainThread,
  batchMainThread,
  batchStart,
  type DepositLoad,
  depositLoad,
  FORM_PAINTED,
  watchDeposit,
} from './deposit-in-page.js';
import { PASSWORDS, seedGalleryStay } from './gallery.js';
import { openPhone, PHONE_PROFILE } from './gallery-phone.js';
import { sourcePhotos } from './gallery-sources.js';
import { median } from './median.js';
import { writePhoneLikePhotos } from './phone-photos.js';
import { batchTimes, type UploadTimes, watchBatch } from './upload-in-page.js';

const STAY_PHOTOS = Number(process.env.BENCH_DEPOSIT_STAY ?? 2000);
const BATCH_PHOTOS = Number(process.env.BENCH_DEPOSIT_BATCH ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Signing calls timed from Node, and the files in each: a chunk of the page's batch. */
const SIGN_CALLS = 7;
const SIGN_CHUNK = 8;
const LOAD_TIMEOUT_MS = 120_000;
/** 105 MB at 9 Mbit/s take 93 s; a batch that stalls shows as a timeout, not as a figure. */
const BATCH_TIMEOUT_MS = 15 * 60_000;

/** The goals of the deposit page at 2,000 photos. */
export const DEPOSIT_GOALS = {
  formMs: 1500,
  signMs: 300,
  firstSendMs: 2000,
  longTaskMs: 200,
  linkUse: 0.95,
} as const;

/** The paths of the page's calls, their stay left out: `/doc_stage_formateur_latest/{stageId}`. */
const LATEST = apiRoutes.listLatestPhotos.path.split('{')[0] ?? '';
const STATES = apiRoutes.photoStates.path.split('{')[0] ?? '';
const WHOLE_STAY = apiRoutes.listAllPhotos.path.split('{')[0] ?? '';
const isSigning = (call: ApiCall): boolean =>
  call.path.startsWith(apiRoutes.signPhotoUploads.path.split('{')[0] ?? '') && call.path.endsWith('/uploads');

export interface DepositBatch extends UploadTimes {
  readonly photos: number;
  readonly bytes: number;
  /** Bytes sent ÷ (tap to end × the link's capacity). */
  readonly linkUse: number;
  readonly mainThread: BatchMainThread;
  /** The page's calls to the API from the tap to the end, by kind. */
  readonly calls: {
    readonly signing: number;
    readonly states: number;
    readonly latest: number;
    readonly wholeStay: number;
    readonly other: readonly string[];
  };
  /** Signing calls seen from the phone: request sent to first byte back (median), with 40 ms of latency. */
  readonly signWaitMs: number;
  /** From the tap to the first signing call sent: the batch kept in IndexedDB, the first fingerprints. */
  readonly firstSignMs: number;
}

export interface DepositBenchResult {
  readonly stayPhotos: number;
  readonly loads: readonly DepositLoad[];
  /** The calls of the last counted load, for the record of what the page asks. */
  readonly loadCalls: readonly ApiCall[];
  readonly formPaintedMs: number;
  readonly batch: DepositBatch;
  /** Signing a chunk from Node on the local runtime: each call, and the median. */
  readonly signMs: readonly number[];
  readonly signMedianMs: number;
  readonly seedSeconds: number;
  readonly loadAverage: readonly [number, number];
  readonly cores: number;
  readonly cpuModel: string;
}

const progress = (line: string): void => {
  process.stderr.write(`[dépôt] ${line}\n`);
};

const watchDepositPage = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(watchDeposit, FORM_PAINTED);
};

/** The trainer's phone on the deposit page, its form painted. */
const openDeposit = async (
  browser: Browser,
  portal: RunningPortal,
  stayId: string,
  directorToken: string,
): Promise<{ context: BrowserContext; page: Page }> => {
  const { context, page } = await openPhone(browser, directorToken, watchDepositPage);
  try {
    const painted = page.waitForEvent('console', {
      predicate: (message) => message.text() === FORM_PAINTED,
      timeout: LOAD_TIMEOUT_MS,
    });
    await page.goto(`${portal.url}${webRoutes.photoDeposit(stayId)}`);
    await painted;
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
};

/** One cold load of the deposit page; the figures once its form is painted. */
const loadDeposit = async (
  browser: Browser,
  portal: RunningPortal,
  stayId: string,
  directorToken: string,
): Promise<{ load: DepositLoad; calls: ApiCall[] }> => {
  const { context, page } = await openDeposit(browser, portal, stayId, directorToken);
  try {
    return { load: await page.evaluate(depositLoad), calls: await page.evaluate(apiCalls) };
  } finally {
    await context.close();
  }
};

/** The photos chosen in the picker, a tap on 'Envoyer', until the last PUT has answered. */
const sendBatch = async (
  browser: Browser,
  portal: RunningPortal,
  stayId: string,
  directorToken: string,
  photos: { readonly paths: readonly string[]; readonly totalBytes: number },
): Promise<DepositBatch> => {
  const { context, page } = await openDeposit(browser, portal, stayId, directorToken);
  try {
    const count = photos.paths.length;
    await page.locator('form.upload-form input[type="file"]').setInputFiles([...photos.paths]);
    await page.evaluate(watchBatch, messages.photoDeposit.progress(count, count));
    const before = (await page.evaluate(apiCalls)).length;
    await page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).tap();
    // The summary also proves the batch went through without a failure.
    await page.getByText(messages.trainer.done(count)).waitFor({ timeout: BATCH_TIMEOUT_MS });
    const times = await page.evaluate(batchTimes);
    if (!times) throw new Error('fin du lot non observée sur la page');
    const calls = (await page.evaluate(apiCalls)).slice(before);
    const mainThread = await page.evaluate(batchMainThread);
    const tappedAt = (await page.evaluate(batchStart)) ?? Number.NaN;
    const linkBytesPerSecond = (PHONE_PROFILE.megabitsPerSecond * 1_000_000) / 8;
    const signing = calls.filter(isSigning);
    return {
      ...times,
      photos: count,
      bytes: photos.totalBytes,
      linkUse: photos.totalBytes / ((times.ms / 1000) * linkBytesPerSecond),
      mainThread,
      calls: {
        signing: signing.length,
        states: calls.filter((call) => call.path.startsWith(STATES)).length,
        latest: calls.filter((call) => call.path.startsWith(LATEST)).length,
        wholeStay: calls.filter((call) => call.path.startsWith(WHOLE_STAY)).length,
        other: calls
          .filter(
            (call) =>
              !isSigning(call) &&
              ![STATES, LATEST, WHOLE_STAY].some((prefix) => call.path.startsWith(prefix)),
          )
          .map((call) => call.path),
      },
      signWaitMs: median(signing.map((call) => call.waitMs)),
      firstSignMs: (signing[0]?.start ?? Number.NaN) - tappedAt,
    };
  } finally {
    await context.close();
  }
};

const randomHash = (): string => createHash('sha256').update(randomBytes(32)).digest('hex');

/** DynamoDB takes 25 writes in one batch. */
const WRITES_PER_BATCH = 25;

/**
 * One content hash per photo of the stay, as a trainer's deposits leave them (the seed deposits as
 * an administrator's script, without): signing writes to that table in each of its transactions.
 */
const recordHashes = async (portal: RunningPortal, stayId: string): Promise<void> => {
  const photos = await portal.deps.photos.listByStay(stayId);
  const table = portal.deps.config.tables.photoHashes;
  for (let first = 0; first < photos.length; first += WRITES_PER_BATCH) {
    const items = photos.slice(first, first + WRITES_PER_BATCH).map(({ photoId }) => ({
      PutRequest: { Item: { stageId: stayId, sha256: randomHash(), photoId } },
    }));
    const answer = await portal.deps.clients.dynamo.send(
      new BatchWriteCommand({ RequestItems: { [table]: items } }),
    );
    if (Object.keys(answer.UnprocessedItems ?? {}).length > 0) throw new Error('empreintes non écrites');
  }
};

/** Signs chunks of new photos as the page does, from Node on the local runtime's HTTP server. */
const timeSigning = async (portal: RunningPortal, stayId: string, directorToken: string) => {
  const api = portalClient(portal.url);
  const times: number[] = [];
  for (let call = 0; call < SIGN_CALLS; call += 1) {
    const files = Array.from({ length: SIGN_CHUNK }, (_, index) => ({
      name: `IMG_${9000 + call * SIGN_CHUNK + index}.jpg`,
      type: 'image/jpeg',
      size: 3_500_000,
      sha256: randomHash(),
    }));
    const started = performance.now();
    const signed = await api.call<SignUploadsResponse>(`/doc_stage_formateur/${stayId}/uploads`, {
      token: directorToken,
      body: { files },
    });
    times.push(performance.now() - started);
    if (signed.uploads.length !== SIGN_CHUNK) throw new Error(`${signed.uploads.length} signatures`);
  }
  return times;
};

export const benchDeposit = async (stayPhotos = STAY_PHOTOS): Promise<DepositBenchResult> => {
  await access(path.join(WEB_DIST, 'index.html')).catch(() => {
    throw new Error('web/dist absent : lancez « npm run build:web » avant le benchmark.');
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-deposit-'));
  const browser = await launchBrowser();
  try {
    // The batch's photos are drawn while the stay fills: both take minutes.
    const [photos, stay] = await Promise.all([
      writePhoneLikePhotos(dir, BATCH_PHOTOS),
      sourcePhotos().then((models) => seedGalleryStay(stayPhotos, undefined, models)),
    ]);
    const { portal, stageId: stayId } = stay;
    try {
      await recordHashes(portal, stayId);
      progress(
        `${photos.paths.length} photos de ${(photos.totalBytes / photos.paths.length / 1e6).toFixed(1)} Mo`,
      );
      const directorToken = await signInToStay(portalClient(portal.url), stayId, PASSWORDS.trainer);
      const loadBefore = loadavg()[0] ?? 0;
      await loadDeposit(browser, portal, stayId, directorToken);
      const loads: DepositLoad[] = [];
      let loadCalls: ApiCall[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const { load, calls } = await loadDeposit(browser, portal, stayId, directorToken);
        progress(`chargement ${round + 1} : formulaire peint à ${Math.round(load.formPaintedMs)} ms`);
        loads.push(load);
        loadCalls = calls;
      }
      const batch = await sendBatch(browser, portal, stayId, directorToken, photos);
      progress(`lot de ${batch.photos} photos en ${Math.round(batch.ms)} ms`);
      const signMs = await timeSigning(portal, stayId, directorToken);
      return {
        stayPhotos,
        loads,
        loadCalls,
        formPaintedMs: median(loads.map((load) => load.formPaintedMs)),
        batch,
        signMs,
        signMedianMs: median(signMs),
        seedSeconds: stay.seedSeconds,
        loadAverage: [loadBefore, loadavg()[0] ?? 0],
        cores: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'inconnu',
      };
    } finally {
      await portal.stop();
    }
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
};

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const goal = (met: boolean): string => (met ? 'tenu' : 'MANQUÉ');

export const printDeposit = (result: DepositBenchResult): void => {
  const profile = PHONE_PROFILE;
  const goals = DEPOSIT_GOALS;
  const { batch } = result;
  console.log(
    `\nPage de dépôt d’un directeur sur téléphone (${profile.viewport.width}×${profile.viewport.height}, DPR ${profile.deviceScaleFactor}, ` +
      `+${profile.latencyMs} ms par requête, ${profile.megabitsPerSecond} Mbit/s, CPU ralenti ${profile.cpuSlowdown}×), ` +
      `séjour de ${result.stayPhotos} photos, ${result.cores} cœurs (${result.cpuModel}), charge ${result.loadAverage.map((value) => value.toFixed(1)).join(' → ')}`,
  );
  console.table(
    Object.fromEntries(
      result.loads.map((load, index) => [
        `chargement ${index + 1}`,
        {
          'formulaire peint (ms)': Math.round(load.formPaintedMs),
          'photos listées': load.tiles,
          éléments: load.elements,
          images: load.images,
          'hauteur (px)': load.heightPx,
          'JS (ko, compressé)': kb(load.jsEncodedBytes),
        },
      ]),
    ),
  );
  console.log('Appels à l’API du dernier chargement :');
  console.table(
    result.loadCalls.map((call) => ({
      chemin: call.path.replace(/[0-9a-f-]{36}/, '{stageId}'),
      'attente (ms)': Math.round(call.waitMs),
      'ko transférés': kb(call.transferredBytes),
      'ko décodés': kb(call.decodedBytes),
    })),
  );
  const longest = Math.max(0, ...batch.mainThread.longTasks.map((task) => task.ms));
  const over = batch.mainThread.longTasks.filter((task) => task.ms > goals.longTaskMs).length;
  console.log(
    `Lot de ${batch.photos} photos (${(batch.bytes / 1e6).toFixed(1)} Mo) : ${Math.round(batch.ms)} ms du toucher au dernier PUT, ` +
      `1re signature demandée à ${Math.round(batch.firstSignMs)} ms, 1re photo partie à ${Math.round(batch.prepareMs)} ms ; appels : ${batch.calls.signing} signatures (attente médiane ${Math.round(batch.signWaitMs)} ms vue du téléphone), ` +
      `${batch.calls.states} états par identifiant, ${batch.calls.latest} listes des dernières photos, ${batch.calls.wholeStay} listes du séjour entier` +
      `${batch.calls.other.length ? `, autres : ${batch.calls.other.join(', ')}` : ''} ; ` +
      `${batch.mainThread.longTasks.length} tâches longues (> 50 ms), la plus longue ${Math.round(longest)} ms`,
  );
  for (const frame of batch.mainThread.longFrames)
    console.log(
      `  image de ${Math.round(frame.ms)} ms, script de ${Math.round(frame.scriptMs)} ms : ${frame.script}`,
    );
  const lines: [string, string, string, boolean][] = [
    [
      'formulaire visible (médiane)',
      `≤ ${goals.formMs} ms`,
      `${Math.round(result.formPaintedMs)} ms`,
      result.formPaintedMs <= goals.formMs,
    ],
    [
      `signature de ${SIGN_CHUNK} photos, depuis Node (médiane de ${SIGN_CALLS})`,
      `≤ ${goals.signMs} ms`,
      `${Math.round(result.signMedianMs)} ms (${result.signMs.map(Math.round).join(', ')})`,
      result.signMedianMs <= goals.signMs,
    ],
    [
      '1re photo partie après le toucher',
      `≤ ${goals.firstSendMs} ms`,
      `${Math.round(batch.prepareMs)} ms`,
      batch.prepareMs <= goals.firstSendMs,
    ],
    [
      'tâches de plus de 200 ms pendant le lot',
      'aucune',
      `${over} (la plus longue ${Math.round(longest)} ms)`,
      over === 0,
    ],
    [
      'usage du lien, du toucher à la fin',
      `≥ ${goals.linkUse * 100} %`,
      `${(batch.linkUse * 100).toFixed(1)} %`,
      batch.linkUse >= goals.linkUse,
    ],
  ];
  console.table(
    Object.fromEntries(
      lines.map(([name, target, measured, met]) => [
        name,
        { objectif: target, mesuré: measured, '': goal(met) },
      ]),
    ),
  );
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // Run on its own (npm run bench:deposit [N]); npm run bench imports benchDeposit instead.
  const [size] = process.argv.slice(2);
  printDeposit(await benchDeposit(size ? Number(size) : STAY_PHOTOS));
}
