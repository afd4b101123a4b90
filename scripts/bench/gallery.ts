/**
 * Family gallery benchmark: a stay of N photos (300, the usual stay, and 2,000, a long one) opened
 * by its family on a phone, in headless Chromium against the whole local runtime.
 *
 * Each size runs on a portal of its own (moto frees nothing and its queries slow as its tables
 * fill). The photos go through the real path: signed by the API as an administrator would (visible
 * at once), PUT to storage, made into thumbnails by the media worker, which is then paused while the
 * page is timed. Sources are 400×300 JPEGs of noise, so each thumbnail weighs about what a 400 px
 * thumbnail of a phone photo does (~26 KB); their number is what the benchmark is about.
 *
 * Each load is a phone profile in a new browser context (empty cache): 390×844 at DPR 3, network
 * emulated by Chromium (40 ms added to every request, 9 Mbit/s each way), CPU slowed 4×, the site
 * served over HTTP/1.1 (BENCH_PROTOCOL=h2: over HTTPS and HTTP/2, see benchGallery). The family
 * token is put in local storage before the page starts, as after a sign-in; the page is then opened
 * at its address, as from a bookmark or the mail. One load first, not counted, fills the server's
 * compressed copies as CloudFront's edge cache would be; then ROUNDS loads, median of each figure.
 */
import { access } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Browser } from 'playwright-core';
import { apiRoutes } from '#shared/api-routes.js';
import { FAMILY_PHOTOS_MAX_PAGE, MAX_UPLOAD_BATCH } from '#shared/limits.js';
import type { PhotoPage, SignUploadsResponse } from '#shared/schemas.js';
import { launchBrowser } from '#test/helpers/browser.js';
import { freePort } from '#test/helpers/free-port.js';
import {
  createStay,
  type PortalClient,
  portalClient,
  signInAdmin,
  signInToStay,
} from '#test/helpers/portal-setup.js';
import { type LocalCertificate, makeLocalCertificate, trustCertificateFlag } from '../local/local-tls.js';
import { portalOptionsFromEnv, type RunningPortal, startLocalPortal } from '../local/portal.js';
import { WEB_DIST } from '../local/site-server.js';
import { cloneProcessedPhotos } from './cloned-photos.js';
import { browseGallery, type GalleryBrowse } from './gallery-browse.js';
import { type GalleryLoad, galleryLoad, pageProtocols } from './gallery-in-page.js';
import { openGallery, openPhone, PHONE_PROFILE } from './gallery-phone.js';
import { sourcePhotos } from './gallery-sources.js';
import { median } from './median.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_GALLERY_PHOTOS ?? '300,2000').split(',').map(Number);

/** Goals the gallery work is held to (a stay of 2,000 photos). */
export const GALLERY_GOALS = {
  firstThumbMs: 1200,
  firstScreenMs: 1600,
  jsKb: 150,
  thumbKb: 18,
  viewerPlaceholderMs: 200,
  viewerSharpMs: 1000,
  scrollGrowthMb: 100,
} as const;

export const PASSWORDS = {
  admin: 'Bench-admin-2026!',
  family: 'Famille-bench',
  trainer: 'Equipe-bench',
} as const;
const PUTS_AT_ONCE = 8;
const WORKER_TIMEOUT_MS = 30 * 60_000;

export interface GallerySizeResult {
  readonly photos: number;
  /** Median of each figure over the rounds (not one round's figures). */
  readonly median: GalleryLoad;
  readonly loads: readonly GalleryLoad[];
  /** Time to put the photos through the real path, for the record. */
  readonly seedSeconds: number;
  /** The machine's one-minute load average before and after the loads (the cores are shared). */
  readonly loadAverage: readonly [number, number];
  /** One session after the loads: the viewer opened, then the whole gallery scrolled. */
  readonly browse: GalleryBrowse;
}

export interface GalleryBenchResult {
  readonly sizes: readonly GallerySizeResult[];
  /** How the local runtime served the pages. */
  readonly protocol: BenchProtocol;
  readonly rounds: number;
  readonly cores: number;
  readonly cpuModel: string;
  readonly memoryGb: number;
}

/** Runs `task` on every item, `limit` at a time. */
const eachLimited = async <T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
};

/** Signs `count` uploads of `size` bytes as an administrator does (visible to the family at once). */
const signVisibleUploads = async (
  api: PortalClient,
  stayId: string,
  adminToken: string,
  files: readonly { name: string; size: number }[],
): Promise<SignUploadsResponse['uploads']> => {
  const signed = await api.call<SignUploadsResponse>(`/doc_stage_formateur/${stayId}/uploads`, {
    token: adminToken,
    body: {
      actif: 1,
      formateurNom: 'Banc',
      formateurPrenom: 'Mesure',
      files: files.map((file) => ({ name: file.name, type: 'image/jpeg', size: file.size })),
    },
  });
  if (signed.uploads.length !== files.length) throw new Error(`${signed.uploads.length} signatures`);
  return signed.uploads;
};

/** A phone's name for the `number`-th photo of a bench stay. */
const photoName = (number: number): string => `IMG_${10_000 + number}.jpg`;

/**
 * Deposits `count` photos as an administrator does (visible to the family at once), the `n`-th made
 * of `bytesOf(n)`, numbered from `first`; answers their ids in that order. With `send` false they are
 * signed only: records waiting for files that never come (cloned-photos.ts gives them their copies).
 */
export const depositVisiblePhotos = async (
  api: PortalClient,
  stayId: string,
  adminToken: string,
  count: number,
  bytesOf: (number: number) => Buffer,
  { first = 0, send = true }: { first?: number; send?: boolean } = {},
): Promise<string[]> => {
  const ids: string[] = [];
  for (let start = first; start < first + count; start += MAX_UPLOAD_BATCH) {
    const batch = Array.from({ length: Math.min(MAX_UPLOAD_BATCH, first + count - start) }, (_, index) => {
      const bytes = bytesOf(start + index);
      return { name: photoName(start + index), bytes, size: bytes.length };
    });
    const uploads = await signVisibleUploads(api, stayId, adminToken, batch);
    if (send)
      await eachLimited(uploads, PUTS_AT_ONCE, async (upload) => {
        const file = batch.find((candidate) => candidate.name === upload.name);
        if (!file) throw new Error(`${upload.name} non demandée`);
        const put = await fetch(upload.url, {
          method: 'PUT',
          headers: upload.headers,
          body: new Uint8Array(file.bytes),
        });
        if (!put.ok) throw new Error(`PUT ${upload.name} : ${put.status}`);
      });
    ids.push(...batch.map((file) => uploads.find((upload) => upload.name === file.name)?.photoId ?? ''));
    progress(`${start + batch.length - first} / ${count} photos ${send ? 'envoyées' : 'signées'}`);
  }
  return ids;
};

/** How many photos the family sees, page after page of the list. */
export const countVisible = async (
  api: PortalClient,
  stayId: string,
  familyToken: string,
): Promise<number> => {
  let seen = 0;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      limit: String(FAMILY_PHOTOS_MAX_PAGE),
      ...(cursor ? { cursor } : {}),
    });
    const page: PhotoPage = await api.call<PhotoPage>(`/doc_stage_formateur_active/${stayId}?${query}`, {
      token: familyToken,
    });
    seen += page.photos.length;
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
};

/** Waits until the family sees all `count` photos (each through the worker, ready and visible). */
const waitUntilVisible = async (api: PortalClient, stayId: string, familyToken: string, count: number) => {
  const deadline = Date.now() + WORKER_TIMEOUT_MS;
  for (;;) {
    const visible = await countVisible(api, stayId, familyToken);
    if (visible >= count) return;
    progress(`${visible} / ${count} photos prêtes`);
    if (Date.now() > deadline) throw new Error(`worker média trop long : ${visible} photos sur ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
};

/**
 * Waits until no queue holds a message: the jobs the seeding left (the clones' faces, prepared
 * already, are looked at and let go) are done before anything is measured.
 */
const waitUntilQueuesEmpty = async (portal: RunningPortal): Promise<void> => {
  const { config } = portal.deps;
  const sqs = new SQSClient({
    region: config.region,
    ...(portal.endpoint ? { endpoint: portal.endpoint } : {}),
  });
  const deadline = Date.now() + WORKER_TIMEOUT_MS;
  for (;;) {
    let waiting = 0;
    for (const queueUrl of Object.values(config.queueUrls)) {
      const { Attributes = {} } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      waiting +=
        Number(Attributes.ApproximateNumberOfMessages ?? 0) +
        Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
    }
    if (waiting === 0) return;
    progress(`${waiting} messages en file`);
    if (Date.now() > deadline) throw new Error(`workers trop longs : ${waiting} messages en file`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
};

/** One cold load of the gallery on the phone profile; the figures once the first screen is painted. */
export const loadGallery = async (
  browser: Browser,
  portal: RunningPortal,
  stayId: string,
  familyToken: string,
  expected: BenchProtocol = portal.url.startsWith('https:') ? 'h2' : 'http/1.1',
): Promise<GalleryLoad> => {
  const { context, page } = await openPhone(browser, familyToken);
  try {
    await openGallery(page, portal, stayId);
    const listPath = `/api${apiRoutes.listActivePhotos.path.replace('{stageId}', encodeURIComponent(stayId))}`;
    // The figures are only worth the transport they claim: every file came over the expected one.
    const protocols = await page.evaluate(pageProtocols);
    if (protocols.some((protocol) => protocol !== expected))
      throw new Error(`Transport ${protocols.join(', ')} au lieu de ${expected}`);
    return await page.evaluate(galleryLoad, listPath);
  } finally {
    await context.close();
  }
};

/** The median of each figure over the loads (not one load's figures). */
export const medianOfLoads = (loads: readonly GalleryLoad[]): GalleryLoad => {
  const first = loads[0];
  if (!first) throw new Error('aucune mesure');
  return Object.fromEntries(
    Object.keys(first).map((key) => [key, median(loads.map((load) => load[key as keyof GalleryLoad]))]),
  ) as unknown as GalleryLoad;
};

/** A portal of its own holding one stay of `photos` photos, ready for the family; workers paused. */
export interface GalleryStay {
  readonly portal: RunningPortal;
  readonly api: PortalClient;
  readonly adminToken: string;
  readonly stageId: string;
  readonly familyToken: string;
  readonly seedSeconds: number;
}

/** Progress on stderr: seeding a large stay takes minutes on shared cores. */
const progress = (line: string): void => {
  process.stderr.write(`[galerie] ${line}\n`);
};

/** How the local runtime serves a measurement: HTTP/2 over TLS as CloudFront, or plain HTTP/1.1. */
export type BenchProtocol = 'h2' | 'http/1.1';

/**
 * The transport of a measurement: `fallback` unless BENCH_PROTOCOL says. Over h2 the site is served
 * over HTTPS with a certificate made for the run, which the browser trusts by its key (its cache then
 * works as with a real certificate).
 */
export const benchTransport = async (
  fallback: BenchProtocol,
): Promise<{ tls: LocalCertificate | undefined; browserArgs: string[] }> => {
  const protocol = process.env.BENCH_PROTOCOL ?? fallback;
  if (protocol !== 'h2' && protocol !== 'http/1.1')
    throw new Error(`BENCH_PROTOCOL : « h2 » ou « http/1.1 », pas « ${protocol} »`);
  if (protocol === 'http/1.1') return { tls: undefined, browserArgs: [] };
  const tls = await makeLocalCertificate();
  return { tls, browserArgs: [trustCertificateFlag(tls.spkiSha256)] };
};

/**
 * Seeds the stay. Without `models`, every photo goes through the real path, made of the small
 * sources in turn. With them, each model goes through it once, and the other photos are copies of
 * what the worker made of the models (cloned-photos.ts). `webRoot`: the built site served, web/dist
 * unless said.
 */
export const seedGalleryStay = async (
  photos: number,
  tls: LocalCertificate | undefined,
  models?: readonly Buffer[],
  webRoot?: string,
): Promise<GalleryStay> => {
  const portal = await startLocalPortal(
    portalOptionsFromEnv(
      {},
      {
        port: await freePort(),
        ...(tls ? { tls } : {}),
        ...(webRoot ? { webRoot } : {}),
        emulatorPort: await freePort(),
        adminPassword: PASSWORDS.admin,
        familyPassword: PASSWORDS.family,
        trainerPassword: PASSWORDS.trainer,
        // Nothing expires here: no sweep nor reminder during the loads.
        ttlSweepIntervalMs: 60 * 60_000,
        expiryReminderIntervalMs: 60 * 60_000,
        log: () => undefined,
        logLevel: 'ERROR',
      },
    ),
  );
  try {
    const api = portalClient(portal.url, portal.fetch);
    const adminToken = await signInAdmin(api, portal.seeded?.admin.username ?? 'admin', PASSWORDS.admin);
    const stayId = await createStay(api, adminToken, {
      nom_stage: `Séjour de ${photos} photos`,
      ville: 'Annecy',
      date_debut: '2026-07-06',
      date_fin: '2026-07-26',
      mdp_formateur: PASSWORDS.trainer,
      mdp_stagiaire: PASSWORDS.family,
      picture: (await sourcePhotos())[0] as Buffer,
    });
    const familyToken = await signInToStay(api, stayId, PASSWORDS.family);
    const seedStarted = performance.now();
    if (models) {
      const real = Math.min(models.length, photos);
      const modelIds = await depositVisiblePhotos(api, stayId, adminToken, real, (n) => models[n] as Buffer);
      await waitUntilVisible(api, stayId, familyToken, real);
      const cloneIds = await depositVisiblePhotos(
        api,
        stayId,
        adminToken,
        photos - real,
        (n) => models[n % real] as Buffer,
        { first: real, send: false },
      );
      await cloneProcessedPhotos(portal.deps, stayId, modelIds, cloneIds, (done) =>
        progress(`${done} / ${cloneIds.length} copies prêtes`),
      );
    } else {
      const sources = await sourcePhotos();
      await depositVisiblePhotos(
        api,
        stayId,
        adminToken,
        photos,
        (n) => sources[n % sources.length] as Buffer,
      );
    }
    await waitUntilVisible(api, stayId, familyToken, photos);
    await waitUntilQueuesEmpty(portal);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    progress(`${photos} photos prêtes en ${Math.round(seedSeconds)} s`);
    await portal.workers.pause();
    return { portal, api, adminToken, stageId: stayId, familyToken, seedSeconds };
  } catch (error) {
    await portal.stop();
    throw error;
  }
};

const benchSize = async (
  browser: Browser,
  photos: number,
  tls: LocalCertificate | undefined,
): Promise<GallerySizeResult> => {
  const { portal, stageId: stayId, familyToken, seedSeconds } = await seedGalleryStay(photos, tls);
  try {
    await loadGallery(browser, portal, stayId, familyToken);
    const loadBefore = loadavg()[0] ?? 0;
    const loads: GalleryLoad[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const load = await loadGallery(browser, portal, stayId, familyToken);
      progress(
        `${photos} photos, chargement ${round + 1} : 1re vignette ${Math.round(load.firstThumbMs)} ms`,
      );
      loads.push(load);
    }
    const loadAverage = [loadBefore, loadavg()[0] ?? 0] as const;
    const browse = await browseGallery(portal, stayId, familyToken, photos);
    progress(
      `${photos} photos : visionneuse ${Math.round(browse.sharpMs)} ms, défilement ${Math.round(browse.scrollSeconds)} s`,
    );
    return { photos, median: medianOfLoads(loads), loads, seedSeconds, loadAverage, browse };
  } finally {
    await portal.stop();
  }
};

export const benchGallery = async (sizes: readonly number[] = SIZES): Promise<GalleryBenchResult> => {
  await access(path.join(WEB_DIST, 'index.html')).catch(() => {
    throw new Error('web/dist absent : lancez « npm run build:web » avant le benchmark.');
  });
  // HTTP/1.1 unless asked: Chromium's emulated network shares its bandwidth evenly between the
  // requests in flight, whatever their priority. Over HTTP/2 the whole first screen's thumbnails
  // share it at once and the first one arrives last with the others; over HTTP/1.1 the browser's
  // own queue (six at a time, the screen's first) stands for a server that sends urgent files first.
  const { tls, browserArgs } = await benchTransport('http/1.1');
  const browser = await launchBrowser(browserArgs);
  try {
    const results: GallerySizeResult[] = [];
    for (const photos of sizes) results.push(await benchSize(browser, photos, tls));
    return {
      protocol: tls ? 'h2' : 'http/1.1',
      sizes: results,
      rounds: ROUNDS,
      cores: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'inconnu',
      memoryGb: totalmem() / 1024 ** 3,
    };
  } finally {
    await browser.close();
  }
};

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const mb = (megabytes: number): number => Math.round(megabytes);

/** The long pauses of the collector that fell within the app's JavaScript. */
const inApp = (browse: GalleryBrowse) => browse.longGcPauses.filter((pause) => pause.inApp);

/** The table of the browsing sessions: the viewer, and what a scroll to the last photo costs. */
export const browseTable = (result: GalleryBenchResult): Record<string, Record<string, string | number>> =>
  Object.fromEntries(
    result.sizes.map(({ photos, browse }) => [
      `${photos} photos`,
      {
        'visionneuse : vignette (ms)': Math.round(browse.placeholderMs),
        'visionneuse : copie nette (ms)': Math.round(browse.sharpMs),
        'tas JS avant → après défilement (Mo)': `${browse.heapBeforeMb.toFixed(1)} → ${browse.heapAfterMb.toFixed(1)}`,
        'nœuds DOM avant → après': `${browse.nodesBefore} → ${browse.nodesAfter}`,
        'rendu, mémoire privée avant → après (Mo)': `${mb(browse.rendererBefore.privateMb)} → ${mb(browse.rendererAfter.privateMb)}`,
        'rendu, images décodées avant → après (Mo)': `${mb(browse.rendererBefore.decodedImagesMb)} → ${mb(browse.rendererAfter.decodedImagesMb)}`,
        'rendu, résidente avant → après (au plus, Mo)': `${mb(browse.rendererBefore.residentMb)} → ${mb(browse.rendererAfter.residentMb)} (${mb(browse.residentPeakMb)})`,
        'tâches longues (> 50 ms)': browse.longTasks,
        'plus longue (ms)': Math.round(browse.longestTaskMs),
        'code de l’app > 50 ms (GC compris)': browse.appLongFrames.length,
        'JS de l’app > 50 ms (hors GC)': browse.longAppTasks.length,
        'pauses du GC > 50 ms (dans l’app)': `${browse.longGcPauses.length} (${inApp(browse).length})`,
        'défilement (s)': Math.round(browse.scrollSeconds),
      },
    ]),
  );

/** The table printed by `npm run bench`: one row per stay size, medians. */
export const galleryTable = (result: GalleryBenchResult): Record<string, Record<string, string | number>> =>
  Object.fromEntries(
    result.sizes.map(({ photos, median: load, loadAverage }) => [
      `${photos} photos`,
      {
        'charge (1 min)': loadAverage.map((value) => value.toFixed(1)).join(' → '),
        'JS reçu (ms)': Math.round(load.jsReceivedMs),
        'attente de la liste (ms)': Math.round(load.listWaitMs),
        'liste reçue (ms)': Math.round(load.listReceivedMs),
        '1re vignette (ms)': Math.round(load.firstThumbMs),
        '1er écran (ms)': Math.round(load.firstScreenMs),
        'vignettes 1er écran': load.firstScreenThumbs,
        'vignettes chargées': load.thumbsLoaded,
        'JS (ko, compressé)': kb(load.jsEncodedBytes),
        'JS (ko, décodé)': kb(load.jsDecodedBytes),
        'fichiers JS': load.jsFiles,
        'liste JSON (ko, transféré)': kb(load.listEncodedBytes),
        'liste JSON (ko, décodé)': kb(load.listDecodedBytes),
        'vignettes reçues': load.thumbFiles,
        'vignette moyenne (ko)': kb(load.thumbAverageBytes),
      },
    ]),
  );

/** Prints the conditions, the table and the goals of the largest stay. */
export const printGallery = (result: GalleryBenchResult): void => {
  const profile = PHONE_PROFILE;
  console.log(
    `\nGalerie d’une famille sur téléphone (${profile.viewport.width}×${profile.viewport.height}, DPR ${profile.deviceScaleFactor}, ` +
      `+${profile.latencyMs} ms par requête, ${profile.megabitsPerSecond} Mbit/s, CPU ralenti ${profile.cpuSlowdown}×), ` +
      `${result.protocol}, cache vide, médiane de ${result.rounds} chargements, ${result.cores} cœurs (${result.cpuModel})`,
  );
  console.table(galleryTable(result));
  console.log(
    'Ensuite, sur le même téléphone : une photo ouverte depuis la grille, puis la galerie défilée jusqu’à la dernière photo',
  );
  console.table(browseTable(result));
  for (const size of result.sizes)
    console.log(
      `${size.photos} photos passées par le circuit réel (signature, PUT, worker média) en ${Math.round(size.seedSeconds)} s ; ` +
        `chargements : ${size.loads.map((load) => `${Math.round(load.firstThumbMs)}/${Math.round(load.firstScreenMs)} ms`).join(', ')}`,
    );
  const largest = result.sizes.at(-1);
  if (largest) {
    const goals = GALLERY_GOALS;
    console.log(
      `Objectifs (séjour de 2 000 photos) : 1re vignette ≤ ${goals.firstThumbMs} ms, 1er écran ≤ ${goals.firstScreenMs} ms, ` +
        `JS ≤ ${goals.jsKb} ko compressé, vignette ≤ ${goals.thumbKb} ko en moyenne ; mesuré pour ${largest.photos} photos : ` +
        `${Math.round(largest.median.firstThumbMs)} ms, ${Math.round(largest.median.firstScreenMs)} ms, ` +
        `${kb(largest.median.jsEncodedBytes)} ko, ${kb(largest.median.thumbAverageBytes)} ko`,
    );
    const { browse } = largest;
    console.log(
      `Visionneuse : vignette ≤ ${goals.viewerPlaceholderMs} ms, copie nette ≤ ${goals.viewerSharpMs} ms après le toucher ; ` +
        `défilement : mémoire du rendu +${goals.scrollGrowthMb} Mo au plus, aucune tâche longue du code de l’app ; mesuré : ` +
        `${Math.round(browse.placeholderMs)} ms, ${Math.round(browse.sharpMs)} ms, ` +
        `mémoire privée du rendu +${mb(browse.rendererAfter.privateMb - browse.rendererBefore.privateMb)} Mo ` +
        `(résidente +${mb(browse.rendererAfter.residentMb - browse.rendererBefore.residentMb)} Mo, ` +
        `+${mb(browse.residentPeakMb - browse.rendererBefore.residentMb)} Mo au plus pendant le défilement, ` +
        `dont le cache d’images décodées du navigateur +${mb(browse.rendererAfter.decodedImagesMb - browse.rendererBefore.decodedImagesMb)} Mo), ` +
        `tas JS +${(browse.heapAfterMb - browse.heapBeforeMb).toFixed(1)} Mo, ${browse.longTasks} tâches longues ` +
        `(la plus longue ${Math.round(browse.longestTaskMs)} ms), dont ${browse.appLongFrames.length} où le code de l’app passe 50 ms ` +
        `pour le navigateur ; dans la trace, ${browse.longAppTasks.length} tâche(s) où le JS de l’app passe 50 ms hors GC, ` +
        `${browse.longGcPauses.length} pause(s) du GC de plus de 50 ms, dont ${inApp(browse).length} pendant le JS de l’app`,
    );
    for (const pause of browse.longGcPauses)
      console.log(
        `  pause du GC de ${Math.round(pause.ms)} ms${pause.inApp ? ' (dans le JS de l’app)' : ''}, ` +
          `dont ${Math.round(pause.weakCallbacksMs)} ms où Blink libère ses objets morts (rappels faibles)`,
      );
    for (const task of browse.longAppTasks)
      console.log(
        `  tâche de ${Math.round(task.taskMs)} ms, JS de l’app ${Math.round(task.appMs)} ms hors GC (+${Math.round(task.gcInAppMs)} ms de GC)`,
      );
    for (const frame of browse.appLongFrames)
      console.log(
        `  image de ${Math.round(frame.durationMs)} ms, code de l’app ${Math.round(frame.appScriptMs)} ms : ${frame.longestAppScript}`,
      );
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // Run on its own (npm run bench:gallery [N…]); npm run bench imports benchGallery instead.
  const args = process.argv.slice(2);
  printGallery(await benchGallery(args.length ? args.map(Number) : SIZES));
}
