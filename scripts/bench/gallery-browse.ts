/**
 * A family browsing a stay on the phone profile, after the gallery's first screen: looks at it for
 * two seconds, opens a photo (the viewer's placeholder, then its sharp copy, timed from the tap),
 * closes it, then scrolls to the
 * last photo at a reading pace. The figures: the viewer's times, the JS heap and DOM nodes before and
 * after the scroll (each after a garbage collection, so what the page keeps, not what it has yet to
 * free), and the long tasks of the page during the scroll: as the browser counts them, and from a
 * trace of the main thread, the app's JavaScript apart from the garbage collector's pauses. The renderer's whole memory is not
 * exposed by the DevTools protocol; its JS heap and DOM are what a long gallery would grow.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { messages } from '../../shared/messages.js';
import type { RunningPortal } from '../local/portal.js';
import {
  type LongFrame,
  longFrames,
  longTasks,
  type ViewerTimes,
  viewerTimes,
  watchLongTasks,
} from './gallery-in-page.js';
import { openGallery, openPhone } from './gallery-phone.js';
import { type MainThreadSummary, summariseMainThread, traceMainThread } from './main-thread-trace.js';

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

export interface GalleryBrowse extends ViewerTimes, MainThreadSummary {
  readonly heapBeforeMb: number;
  readonly heapAfterMb: number;
  readonly nodesBefore: number;
  readonly nodesAfter: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /**
   * Frames where the app's own scripts ran over 50 ms, the longest first, as the browser counts
   * them: with the garbage collector's pauses that fell in them (`longAppTasks` leaves those out).
   */
  readonly appLongFrames: readonly LongFrame[];
  readonly scrollSeconds: number;
}

/** What the page keeps: JS heap (MB) and DOM nodes, after a garbage collection. */
const kept = async (devtools: CDPSession): Promise<{ heapMb: number; nodes: number }> => {
  await devtools.send('HeapProfiler.collectGarbage');
  const { metrics } = await devtools.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { heapMb: metric('JSHeapUsedSize') / 1024 ** 2, nodes: metric('Nodes') };
};

export const browseGallery = async (
  browser: Browser,
  portal: RunningPortal,
  stageId: string,
  familyToken: string,
  photos: number,
): Promise<GalleryBrowse> => {
  const { context, page, devtools } = await openPhone(browser, familyToken);
  try {
    await devtools.send('Performance.enable');
    await openGallery(page, portal, stageId);
    // The family looks at the first screen before choosing a photo.
    await page.waitForTimeout(LOOK_MS);
    const viewer = await page.evaluate(viewerTimes, OPENED_PHOTO);
    await page.keyboard.press('Escape');
    await page.locator('.yarl__root').waitFor({ state: 'detached' });

    const before = await kept(devtools);
    await page.evaluate(watchLongTasks);
    const trace = await traceMainThread(devtools);
    const last = page.locator(`img[alt="${messages.stageDetails.photoAlt(photos, photos)}"]`);
    const started = performance.now();
    while ((await last.count()) === 0) {
      if (performance.now() - started > SCROLL_DEADLINE_MS) throw new Error('the last photo never came');
      await page.evaluate((step) => window.scrollBy(0, window.innerHeight * step), SCROLL_STEP);
      await page.waitForTimeout(STEP_PAUSE_MS);
    }
    const scrollSeconds = (performance.now() - started) / 1000;
    const mainThread = summariseMainThread(await trace.stop(), new URL(portal.url).origin, LONG_MS);
    const tasks = await page.evaluate(longTasks);
    const frames = await page.evaluate(longFrames);
    const after = await kept(devtools);
    return {
      ...viewer,
      heapBeforeMb: before.heapMb,
      heapAfterMb: after.heapMb,
      nodesBefore: before.nodes,
      nodesAfter: after.nodes,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      appLongFrames: frames
        .filter((frame) => frame.appScriptMs > LONG_MS)
        .sort((a, b) => b.appScriptMs - a.appScriptMs),
      scrollSeconds,
      ...mainThread,
    };
  } finally {
    await context.close();
  }
};
