/**
 * `npm run bench:gallery-busy`: the family gallery as families live it. A stay of 2,000 phone photos
 * (12 MP JPEGs with their EXIF, made into copies by the real media worker: a few go through it, the
 * others are copies of what it made, cloned-photos.ts) is opened on the phone profile of the gallery
 * bench while the media worker processes a trainer's 12 MP uploads (busy-media-worker.ts). Measured:
 * first thumbnail and first screen (median of BENCH_ROUNDS cold loads), the viewer's placeholder and
 * sharp copy from the tap, the scroll; then Lighthouse (mobile preset) on `/`, `/stages`,
 * `/connexion` and the gallery, with the element of each page's largest contentful paint.
 *
 * One portal serves it all, over HTTPS with a certificate made for the run: Lighthouse gets HTTP/2
 * as from CloudFront, the phone HTTP/1.1 (Chromium started without HTTP/2), for the reason the
 * gallery bench gives (gallery.ts).
 */
import { access, cp, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '#test/helpers/browser.js';
import { makeLocalCertificate, trustCertificateFlag } from '../local/local-tls.js';
import { WEB_DIST } from '../local/site-server.js';
import { type BusyCount, keepMediaWorkerBusy } from './busy-media-worker.js';
import {
  browseTable,
  type GalleryBenchResult,
  galleryTable,
  loadGallery,
  medianOfLoads,
  seedGalleryStay,
} from './gallery.js';
import { browseGallery } from './gallery-browse.js';
import type { GalleryLoad } from './gallery-in-page.js';
import { type LighthouseRow, lighthouseSession, printLighthouse } from './lighthouse.js';
import { phonePhotos } from './realistic-photos.js';

const PHOTOS = Number(process.env.BENCH_GALLERY_PHOTOS ?? 2000);
/** Distinct 12 MP photos drawn, each put through the worker once for the stay and again for the batch. */
const MODELS = Number(process.env.BENCH_MODEL_PHOTOS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The goals of a stay of 2,000 photos with the workers busy. */
export const BUSY_GALLERY_GOALS = { firstThumbMs: 1500, viewerSharpMs: 600, lighthouse: 95 } as const;

const progress = (line: string): void => {
  process.stderr.write(`[galerie occupée] ${line}\n`);
};

/** What a phase of the measurement saw: the machine's load and the worker's activity. */
interface Phase {
  readonly name: string;
  readonly load: readonly [number, number];
  readonly worker: BusyCount;
}

const main = async (): Promise<void> => {
  await access(path.join(WEB_DIST, 'index.html')).catch(() => {
    throw new Error('web/dist absent : lancez « npm run build:web » avant le benchmark.');
  });
  const tls = await makeLocalCertificate();
  const trust = trustCertificateFlag(tls.spkiSha256);
  const phoneArgs = [trust, '--disable-http2'];
  progress(`${MODELS} photos de 12 MP dessinées`);
  const models = await phonePhotos(MODELS);
  // The site as built now, in a folder of its own: a build of web/dist by other work during the
  // run would swap the files of a page while it loads.
  const webRoot = await mkdtemp(path.join(tmpdir(), 'galerie-occupee-'));
  await cp(WEB_DIST, webRoot, { recursive: true });
  const stay = await seedGalleryStay(PHOTOS, tls, models, webRoot);
  const { portal, stageId: stayId, familyToken } = stay;
  const phases: Phase[] = [];
  let loads: GalleryLoad[] = [];
  const restingLoads: GalleryLoad[] = [];
  let lighthouseRows: readonly LighthouseRow[] = [];
  let result: GalleryBenchResult | undefined;
  try {
    const busy = await keepMediaWorkerBusy(stay, models);
    const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const before = loadavg()[0] ?? 0;
      const counting = busy.count();
      const value = await run();
      phases.push({ name, load: [before, loadavg()[0] ?? 0], worker: counting.end() });
      return value;
    };
    try {
      const browser = await launchBrowser(phoneArgs);
      try {
        await loadGallery(browser, portal, stayId, familyToken, 'http/1.1');
        // Loads at rest alternate with the busy ones: the machine is shared, and only loads of the
        // same moments tell what the busy worker costs.
        loads = await phase('chargements', async () => {
          const measured: GalleryLoad[] = [];
          for (let round = 0; round < ROUNDS; round += 1) {
            const rest = await busy.resting(() =>
              loadGallery(browser, portal, stayId, familyToken, 'http/1.1'),
            );
            restingLoads.push(rest);
            const load = await loadGallery(browser, portal, stayId, familyToken, 'http/1.1');
            progress(
              `chargement ${round + 1} : 1re vignette ${Math.round(load.firstThumbMs)} ms (au repos : ${Math.round(rest.firstThumbMs)} ms)`,
            );
            measured.push(load);
          }
          return measured;
        });
      } finally {
        await browser.close();
      }
      const browse = await phase('visionneuse et défilement', () =>
        browseGallery(portal, stayId, familyToken, PHOTOS, phoneArgs),
      );
      result = {
        sizes: [
          {
            photos: PHOTOS,
            median: medianOfLoads(loads),
            loads,
            seedSeconds: stay.seedSeconds,
            loadAverage: phases[0]?.load ?? [0, 0],
            browse,
          },
        ],
        protocol: 'http/1.1',
        rounds: ROUNDS,
        cores: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'inconnu',
        memoryGb: totalmem() / 1024 ** 3,
      };
      const session = await lighthouseSession([trust]);
      try {
        await phase('Lighthouse', async () => {
          await session.auditSite(portal);
          await session.auditGallery(portal, stayId, familyToken, `/stage-details (${PHOTOS} photos)`);
        });
        lighthouseRows = session.rows;
      } finally {
        await session.close();
      }
    } finally {
      await busy.stop();
    }
  } finally {
    await portal.stop();
    await rm(webRoot, { recursive: true, force: true });
  }
  if (!result) return;
  printBusyGallery(result, restingLoads, phases, lighthouseRows);
};

const printBusyGallery = (
  result: GalleryBenchResult,
  restingLoads: readonly GalleryLoad[],
  phases: readonly Phase[],
  lighthouseRows: readonly LighthouseRow[],
): void => {
  console.log(
    `\nGalerie d’un séjour de ${PHOTOS} photos de téléphone (12 MP, ${MODELS} passées par le worker média, les autres copies de leurs copies), ` +
      `ouverte sur le téléphone du banc de la galerie pendant que le worker média traite des photos de 12 MP ; ` +
      `HTTPS, HTTP/1.1 pour le téléphone, HTTP/2 pour Lighthouse ; ${result.cores} cœurs (${result.cpuModel}), ${Math.round(result.memoryGb)} Gio`,
  );
  console.table(galleryTable(result));
  const rest = medianOfLoads(restingLoads);
  console.log(
    `Workers au repos, chargements alternés avec ceux-ci (médianes) : 1re vignette ${Math.round(rest.firstThumbMs)} ms ` +
      `(${restingLoads.map((load) => Math.round(load.firstThumbMs)).join(', ')}), 1er écran ${Math.round(rest.firstScreenMs)} ms, ` +
      `liste reçue ${Math.round(rest.listReceivedMs)} ms, JS reçu ${Math.round(rest.jsReceivedMs)} ms`,
  );
  console.table(browseTable(result));
  console.table(
    Object.fromEntries(
      phases.map((phase) => [
        phase.name,
        {
          'charge (1 min)': phase.load.map((value) => value.toFixed(1)).join(' → '),
          'photos traitées par le worker': phase.worker.processed,
          'en attente, au moins': phase.worker.fewestWaiting,
        },
      ]),
    ),
  );
  printLighthouse(lighthouseRows);
  const size = result.sizes[0];
  if (!size) return;
  const goals = BUSY_GALLERY_GOALS;
  const worst = Math.min(...lighthouseRows.map((row) => row.scores.performance));
  console.log(
    `Objectifs (workers occupés) : 1re vignette ≤ ${goals.firstThumbMs} ms, copie nette ≤ ${goals.viewerSharpMs} ms, ` +
      `Lighthouse ≥ ${goals.lighthouse} partout ; mesuré : ${Math.round(size.median.firstThumbMs)} ms ` +
      `(${size.loads.map((load) => Math.round(load.firstThumbMs)).join(', ')}), ${Math.round(size.browse.sharpMs)} ms, ` +
      `Lighthouse au plus bas ${worst}`,
  );
};

await main();
