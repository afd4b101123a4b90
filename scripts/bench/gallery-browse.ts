/**
 * A family browsing a stay on the phone profile, after the gallery's first screen, on a bare page
 * (bare-chromium.ts: no DevTools agent watches the network while it scrolls): looks at it for
 * two seconds, opens a photo (the viewer's placeholder, then its sharp copy, timed from the tap),
 * closes it, then scrolls to the last photo at a reading pace. The figures: the viewer's times; the
 * JS heap, the DOM nodes and the renderer process's memory (renderer-memory.ts) before and after the
 * scroll (each after a garbage collection, so what the page keeps, not what it has yet to free), and
 * the most the renderer had resident while scrolling; the long tasks of the page during the scroll:
 * as the browser counts them, and from a trace of the main thread, the app's JavaScript apart from
 * the garbage collector's pauses.
 */
import { messages } from '#shared/messages.js';
import type { RunningPortal } from '../local/portal.js';
import { type Devtools, evaluate, launchBareChromium } from './bare-chromium.js';
import {
  type LongFrame,
  longFrames,
  longTasks,
  type ViewerTimes,
  viewerTimes,
  watchLongTasks,
} from './gallery-in-page.js';
import { galleryUrl, openBareGallery } from './gallery-phone.js';
import { type MainThreadSummary, summariseMainThread, traceMainThread } from './main-thread-trace.js';
import { pageRenderer, type RendererMemory, rendererMemory, residentMb } from './renderer-memory.js';

/** One screen is about four rows: the scroll moves most of one every step, as a thumb does. */
const SCROLL_STEP = 0.8;
const STEP_PAUSE_MS = 100;
const SCROLL_DEADLINE_MS = 10 * 60_000;
/** How long the family looks at the first screen before tapping a photo. */
const LOOK_MS = 2000;
/** A task or script run longer than this holds the page back (the Long Tasks API's threshold), ms. */
const LONG_MS = 50;
/** The tile opened: on the first screen, not the first one, so both neighbours exist. */
const OPENED_PHOTO = 4;
const WAIT_DEADLINE_MS = 60_000;
const POLL_MS = 100;

export interface GalleryBrowse extends ViewerTimes, MainThreadSummary {
  readonly heapBeforeMb: number;
  readonly heapAfterMb: number;
  readonly nodesBefore: number;
  readonly nodesAfter: number;
  /** The renderer process's memory before and after the scroll (renderer-memory.ts). */
  readonly rendererBefore: RendererMemory;
  readonly rendererAfter: RendererMemory;
  /** The most the renderer process had resident during the scroll, MB. */
  readonly residentPeakMb: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /**
   * Frames where the app's own scripts ran over 50 ms, the longest first, as the browser counts
   * them: with the garbage collector's pauses that fell in them (`longAppTasks` leaves those out).
   */
  readonly appLongFrames: readonly LongFrame[];
  readonly scrollSeconds: number;
}

/** What the page keeps, after a garbage collection: JS heap (MB), DOM nodes, the renderer's memory. */
const kept = async (
  devtools: Devtools,
  renderer: number,
): Promise<{ heapMb: number; nodes: number; memory: RendererMemory }> => {
  await devtools.send('HeapProfiler.collectGarbage');
  const { metrics } = await devtools.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const memory = await rendererMemory(devtools, renderer);
  return { heapMb: metric('JSHeapUsedSize') / 1024 ** 2, nodes: metric('Nodes'), memory };
};

/** Waits until `condition` (run in the page) holds. */
const waitInPage = async (page: Devtools, condition: () => boolean, what: string): Promise<void> => {
  const started = performance.now();
  while (!(await evaluate(page, condition, undefined))) {
    if (performance.now() - started > WAIT_DEADLINE_MS) throw new Error(`${what} : jamais`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

export const browseGallery = async (
  portal: RunningPortal,
  stayId: string,
  familyToken: string,
  photos: number,
  browserArgs: readonly string[] = [],
): Promise<GalleryBrowse> => {
  const chromium = await launchBareChromium(browserArgs);
  try {
    const { page, settle } = await openBareGallery(chromium, familyToken, galleryUrl(portal, stayId));
    // The family looks at the first screen before choosing a photo.
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
    const viewer = await evaluate(page, viewerTimes, OPENED_PHOTO);
    for (const type of ['keyDown', 'keyUp'] as const)
      await page.send('Input.dispatchKeyEvent', {
        type,
        key: 'Escape',
        code: 'Escape',
        windowsVirtualKeyCode: 27,
      });
    await waitInPage(page, () => document.querySelector('.yarl__root') === null, 'la visionneuse fermée');
    await settle();

    const renderer = await pageRenderer(chromium.browser);
    const before = await kept(page, renderer);
    let residentPeakMb = before.memory.residentMb;
    await evaluate(page, watchLongTasks, undefined);
    const trace = await traceMainThread(page);
    const lastPhoto = `img[alt=${JSON.stringify(messages.stayDetails.photoAlt(photos, photos))}]`;
    const started = performance.now();
    while (!(await evaluate(page, (selector) => document.querySelector(selector) !== null, lastPhoto))) {
      if (performance.now() - started > SCROLL_DEADLINE_MS) throw new Error('the last photo never came');
      await evaluate(page, (step) => window.scrollBy(0, window.innerHeight * step), SCROLL_STEP);
      await new Promise((resolve) => setTimeout(resolve, STEP_PAUSE_MS));
      residentPeakMb = Math.max(residentPeakMb, await residentMb(renderer));
    }
    const scrollSeconds = (performance.now() - started) / 1000;
    const mainThread = summariseMainThread(await trace.stop(), new URL(portal.url).origin, LONG_MS);
    const tasks = await evaluate(page, longTasks, undefined);
    const frames = await evaluate(page, longFrames, undefined);
    const after = await kept(page, renderer);
    return {
      ...viewer,
      heapBeforeMb: before.heapMb,
      heapAfterMb: after.heapMb,
      nodesBefore: before.nodes,
      nodesAfter: after.nodes,
      rendererBefore: before.memory,
      rendererAfter: after.memory,
      residentPeakMb,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      appLongFrames: frames
        .filter((frame) => frame.appScriptMs > LONG_MS)
        .sort((a, b) => b.appScriptMs - a.appScriptMs),
      scrollSeconds,
      ...mainThread,
    };
  } finally {
    await chromium.close();
  }
};
