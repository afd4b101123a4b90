/// <reference lib="dom" />
/**
 * What the deposit page benchmark runs inside the trainer's page. Playwright sends these functions
 * to the browser as source text, so each stands alone: no imports, no closure, and no named inner
 * function (tsx would wrap it in a helper the page does not have). Times are `performance.now()`,
 * milliseconds from the start of the navigation to the deposit page.
 */
import type { MarkedWindow as UploadMarkedWindow } from './upload-in-page.js';

/** A task the browser held the main thread for over 50 ms. */
export interface LongTask {
  readonly start: number;
  readonly ms: number;
}

/** An animation frame of over 200 ms, with the script that took most of it (Long Animation Frames API). */
export interface LongFrame {
  readonly start: number;
  readonly ms: number;
  readonly script: string;
  readonly scriptMs: number;
}

interface DepositMarks {
  formPainted?: number;
  readonly longTasks: LongTask[];
  readonly longFrames: LongFrame[];
}

type MarkedWindow = Window & { benchDeposit?: DepositMarks };

/** An entry of the Element Timing API (not in TypeScript's DOM library yet). */
interface ElementTiming extends PerformanceEntry {
  readonly identifier: string;
  readonly renderTime: number;
  readonly loadTime: number;
}

/** An entry of the Long Animation Frames API (not in TypeScript's DOM library yet). */
interface AnimationFrameTiming extends PerformanceEntry {
  readonly scripts: readonly {
    readonly duration: number;
    readonly invoker: string;
    readonly sourceURL: string;
    readonly sourceFunctionName: string;
  }[];
}

/** What the page logs, once, when the deposit form's picker is first painted. */
export const FORM_PAINTED = 'bench: deposit form painted';

/**
 * Init script, before any script of the page: marks the picker's title for the Element Timing API as
 * it is inserted (the page itself is unchanged) and logs `signal` once the browser has painted it;
 * keeps every long task and every animation frame over 200 ms from the start; lifts the resource
 * timing buffer above its 250 entries, so every request of the visit is counted.
 */
export const watchDeposit = (signal: string): void => {
  const marks: DepositMarks = { longTasks: [], longFrames: [] };
  (window as MarkedWindow).benchDeposit = marks;
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as AnimationFrameTiming[]) {
      if (entry.duration <= 200) continue;
      const longest = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
      marks.longFrames.push({
        start: entry.startTime,
        ms: entry.duration,
        script: longest
          ? `${longest.invoker} ${longest.sourceFunctionName} ${longest.sourceURL.replace(location.origin, '')}`
          : '(aucun script)',
        scriptMs: longest?.duration ?? 0,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      if (entry.identifier !== 'bench-deposit-form' || marks.formPainted !== undefined) continue;
      marks.formPainted = entry.renderTime || entry.loadTime;
      console.info(signal);
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((_records, observer) => {
    const title = document.querySelector('form.upload-form .upload-picker__title');
    if (!title) return;
    title.setAttribute('elementtiming', 'bench-deposit-form');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

/** One call of the page to the API, from the Resource Timing API. */
export interface ApiCall {
  /** Method-less path and query, without the `/api` prefix. */
  readonly path: string;
  readonly start: number;
  /** From the request sent to the first byte back: the server's time, plus the emulated latency. */
  readonly waitMs: number;
  readonly transferredBytes: number;
  readonly decodedBytes: number;
}

/** The figures of one load of the deposit page, read once its form is painted. */
export interface DepositLoad {
  readonly formPaintedMs: number;
  /** Photos shown in the page's list, elements and images of the document, its height. */
  readonly tiles: number;
  readonly elements: number;
  readonly images: number;
  readonly heightPx: number;
  readonly jsEncodedBytes: number;
}

/** Every call of the page to the API so far. */
export const apiCalls = (): ApiCall[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => {
      const url = new URL(entry.name);
      return {
        path: `${url.pathname.slice('/api'.length)}${url.search}`,
        start: entry.startTime,
        waitMs: entry.responseStart - entry.requestStart,
        transferredBytes: entry.encodedBodySize,
        decodedBytes: entry.decodedBodySize,
      };
    });

export const depositLoad = (): DepositLoad => {
  const formPaintedMs = (window as MarkedWindow).benchDeposit?.formPainted;
  if (formPaintedMs === undefined) throw new Error('formulaire de dépôt jamais peint');
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return {
    formPaintedMs,
    tiles: document.querySelectorAll('.deposit-tile').length,
    elements: document.getElementsByTagName('*').length,
    images: document.images.length,
    heightPx: document.documentElement.scrollHeight,
    jsEncodedBytes: resources
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  };
};

/** What held the main thread during the batch that `watchBatch` (upload-in-page.ts) followed. */
export interface BatchMainThread {
  readonly longTasks: readonly LongTask[];
  readonly longFrames: readonly LongFrame[];
}

/** When the batch followed by `watchBatch` started: the tap on 'Envoyer'. */
export const batchStart = (): number | undefined => (window as UploadMarkedWindow).benchUploadMarks?.started;

export const batchMainThread = (): BatchMainThread => {
  const batch = (window as UploadMarkedWindow).benchUploadMarks;
  const marks = (window as MarkedWindow).benchDeposit;
  const from = batch?.started;
  const to = batch?.finished;
  if (!marks || from === undefined || to === undefined) throw new Error('lot non suivi par le banc');
  return {
    longTasks: marks.longTasks.filter((task) => task.start >= from && task.start <= to),
    longFrames: marks.longFrames.filter((frame) => frame.start >= from && frame.start <= to),
  };
};
