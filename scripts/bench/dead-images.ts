/**
 * What a full garbage collection costs the browser for images that left the page, with no code of
 * the app: a bare page (bare-chromium.ts) on the phone's CPU (4× slower) shows the gallery's
 * thumbnails (the tiles' WebP copy of the bench's photos, each at its own URL, as signed links are),
 * removes them, and a full collection is traced. A scrolled gallery does exactly this, a screen of
 * tiles at a time.
 *
 * Measured with and without Chrome's DevTools network agent on the page: when it watches, the
 * collection's weak callbacks do its work on every dead image (and, with its default buffers, keep
 * a copy), and that, not the images' release itself, is what made the long pauses of a scroll
 * measured through Playwright. Without it, what the
 * renderer keeps: mostly the browser's own cache of decoded images, which it fills to its budget.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { type BareChromium, launchBareChromium } from './bare-chromium.js';
import { PHONE_PROFILE, UNBUFFERED_NETWORK } from './gallery-phone.js';
import { sourcePhotos } from './gallery-sources.js';
import { traceMainThread } from './main-thread-trace.js';
import { median } from './median.js';
import { pageRenderer, type RendererMemory, rendererMemory } from './renderer-memory.js';

const COUNTS = [0, 250, 500, 1000];
const ROUNDS = 3;
/** The copy a phone's tile shows (DPR 3, three columns). */
const TILE_COPY = 'thumb-240';
/** Images added, then removed, per frame: about two screens of tiles. */
const BATCH = 30;

export interface DeadImagesRow {
  readonly images: number;
  /** Medians over the rounds, ms, for each way of watching the network. */
  readonly weakMs: Readonly<Record<NetworkWatch, number>>;
  readonly pauseMs: Readonly<Record<NetworkWatch, number>>;
  /** Without the agent, what the renderer keeps once they are gone (renderer-memory.ts), MB. */
  readonly decodedImagesMb: number;
  readonly privateMb: number;
}

interface Collection {
  readonly weakMs: number;
  readonly pauseMs: number;
  readonly memory: RendererMemory;
}

/** Shows `count` images a batch at a time, each batch until painted, then lets them go. */
const showImages = async ([count, batch]: [number, number]): Promise<void> => {
  for (let first = 0; first < count; first += batch) {
    const images = Array.from({ length: Math.min(batch, count - first) }, (_, index) => {
      const image = document.createElement('img');
      image.width = 130;
      image.height = 130;
      image.src = `/thumb/${first + index}.webp`;
      document.body.append(image);
      return image;
    });
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    for (const image of images) image.remove();
  }
};

/**
 * How the page's DevTools session watches the network: not at all (a family's browser), with the
 * network agent on but keeping no bodies (what slowing the network down needs), or with its default
 * buffers (any Playwright page).
 */
export const NETWORK_WATCH = {
  none: undefined,
  unbuffered: UNBUFFERED_NETWORK,
  playwright: {},
} as const;
export type NetworkWatch = keyof typeof NETWORK_WATCH;

/** One bare page: the images shown, then one full collection traced; Blink's weak callbacks and the pause, ms. */
const collectAfter = async (
  chromium: BareChromium,
  url: string,
  count: number,
  watch: NetworkWatch,
): Promise<Collection> => {
  const { page, close } = await chromium.newPage();
  try {
    const network = NETWORK_WATCH[watch];
    if (network) await page.send('Network.enable', network);
    await page.send('Page.enable');
    const loaded = new Promise((resolve) => page.once('Page.loadEventFired', resolve));
    await page.send('Page.navigate', { url });
    await loaded;
    await page.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await page.send('HeapProfiler.collectGarbage');
    await page.send('Runtime.evaluate', {
      expression: `(${showImages})(${JSON.stringify([count, BATCH])})`,
      awaitPromise: true,
    });
    const trace = await traceMainThread(page);
    await page.send('HeapProfiler.collectGarbage');
    const events = await trace.stop();
    const total = (name: string) =>
      events.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    return {
      weakMs: total('CppGC.CustomCallbacksProcessing'),
      pauseMs: total('V8.GC_MARK_COMPACTOR'),
      memory: await rendererMemory(page, await pageRenderer(chromium.browser)),
    };
  } finally {
    await close();
  }
};

export const benchDeadImages = async (): Promise<DeadImagesRow[]> => {
  const processor = createSharpImageProcessor();
  const copies = await Promise.all(
    (await sourcePhotos()).map(async (source) => {
      const { renditions } = await processor.deriveWebCopies(source);
      const copy = renditions.find((rendition) => rendition.name === TILE_COPY);
      if (!copy) throw new Error(`pas de copie ${TILE_COPY}`);
      return copy.data;
    }),
  );
  const server = createServer((request, response) => {
    const number = Number(request.url?.match(/^\/thumb\/(\d+)\.webp$/)?.[1]);
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>images</title>');
    } else if (Number.isInteger(number)) {
      response
        .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'private, max-age=3600' })
        .end(copies[number % copies.length]);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('serveur sans port');
  const url = `http://127.0.0.1:${address.port}/`;
  const chromium = await launchBareChromium();
  try {
    const watches = Object.keys(NETWORK_WATCH) as NetworkWatch[];
    const rows: DeadImagesRow[] = [];
    for (const images of COUNTS) {
      const runs = new Map<NetworkWatch, Collection[]>();
      for (let round = 0; round < ROUNDS; round += 1)
        for (const watch of watches)
          runs.set(watch, [...(runs.get(watch) ?? []), await collectAfter(chromium, url, images, watch)]);
      const medians = (figure: 'weakMs' | 'pauseMs') =>
        Object.fromEntries(
          watches.map((watch) => [watch, median((runs.get(watch) ?? []).map((run) => run[figure]))]),
        ) as Record<NetworkWatch, number>;
      const bare = runs.get('none') ?? [];
      rows.push({
        images,
        weakMs: medians('weakMs'),
        pauseMs: medians('pauseMs'),
        decodedImagesMb: median(bare.map((run) => run.memory.decodedImagesMb)),
        privateMb: median(bare.map((run) => run.memory.privateMb)),
      });
    }
    return rows;
  } finally {
    await chromium.close();
    server.close();
  }
};

export const printDeadImages = (rows: readonly DeadImagesRow[]): void => {
  console.log(
    `\nCollecte complète après N vignettes montrées puis retirées d’une page vide (copie ${TILE_COPY} des photos du banc, ` +
      `CPU ralenti ${PHONE_PROFILE.cpuSlowdown}×, médiane de ${ROUNDS}) : rappels faibles de Blink / pause entière, en ms, ` +
      'selon que la session DevTools de la page suit le réseau ou non',
  );
  const cell = (row: DeadImagesRow, watch: NetworkWatch) =>
    `${Math.round(row.weakMs[watch])} / ${Math.round(row.pauseMs[watch])}`;
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        `${row.images} vignettes`,
        {
          'sans agent réseau (navigateur d’une famille)': cell(row, 'none'),
          'agent réseau sans tampon (réseau ralenti)': cell(row, 'unbuffered'),
          'agent réseau par défaut (Playwright)': cell(row, 'playwright'),
          'sans agent : images décodées gardées (Mo)': Math.round(row.decodedImagesMb),
          'sans agent : mémoire privée (Mo)': Math.round(row.privateMb),
        },
      ]),
    ),
  );
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  printDeadImages(await benchDeadImages());
}
