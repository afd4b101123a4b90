/// <reference lib="dom" />
/**
 * What the gallery benchmark runs inside the page. Playwright sends these functions to the browser
 * as source text, so each stands alone: no imports, no closure, and no named inner function (tsx
 * would wrap it in a helper the page does not have). Times are `performance.now()`, milliseconds
 * from the start of the navigation to the gallery.
 */

/** When one thumbnail arrived and was first painted. */
interface ThumbMarks {
  loaded?: number;
  painted?: number;
}

type MarkedWindow = Window & { benchThumbs?: Map<string, ThumbMarks> };

/** An entry of the Element Timing API (not in TypeScript's DOM library yet). */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
  readonly url: string;
  readonly renderTime: number;
  readonly loadTime: number;
}

/** What the page logs, once, when every thumbnail of its first screen has been painted. */
export const FIRST_SCREEN_PAINTED = 'bench: first screen painted';

/**
 * Init script, before any script of the page: notes, for every thumbnail the gallery inserts, when
 * its bytes arrived (load event) and when it was first painted, by the Element Timing API: the
 * script marks each thumbnail with an `elementtiming` attribute as it is inserted (the gallery itself
 * is unchanged), and the browser reports the paint. Also lifts the resource timing buffer above its
 * 250 entries, so every file of the load is counted.
 *
 * When a paint completes the first screen (the viewport, unscrolled), it logs `signal`
 * (FIRST_SCREEN_PAINTED), which the bench waits for. Polling the page instead (Playwright's
 * waitForFunction) made Playwright compile its own script in the page while the gallery loaded: 60
 * to 75 ms of the slowed main thread, at times between two of the gallery's own tasks.
 */
export const watchThumbnails = (signal: string): void => {
  const marks = new Map<string, ThumbMarks>();
  (window as MarkedWindow).benchThumbs = marks;
  performance.setResourceTimingBufferSize(100_000);
  let signalled = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      const src = entry.element?.getAttribute('src') ?? entry.url;
      const mark = marks.get(src);
      // An image from another origin without Timing-Allow-Origin may get no render time.
      if (mark) mark.painted = entry.renderTime || entry.loadTime;
    }
    if (signalled) return;
    // The grid is in reading order: the walk stops at the first thumbnail below the screen instead
    // of measuring thousands.
    let onScreen = 0;
    for (const image of Array.from(document.images)) {
      const src = image.getAttribute('src') ?? '';
      if (!/\/thumb(-\d+\.webp|\.jpg)\?/.test(src)) continue;
      if (image.getBoundingClientRect().top >= window.innerHeight) break;
      if (marks.get(src)?.painted === undefined) return;
      onScreen += 1;
    }
    if (onScreen === 0) return;
    signalled = true;
    console.info(signal);
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((records) => {
    const images: HTMLImageElement[] = [];
    for (const record of records) {
      if (record.target instanceof HTMLImageElement) images.push(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLImageElement) images.push(node);
        else if (node instanceof Element) images.push(...Array.from(node.querySelectorAll('img')));
      }
    }
    for (const image of images) {
      const src = image.getAttribute('src') ?? '';
      if (!/\/thumb(-\d+\.webp|\.jpg)\?/.test(src) || marks.has(src)) continue;
      const mark: ThumbMarks = {};
      marks.set(src, mark);
      image.setAttribute('elementtiming', 'bench-thumbnail');
      image.addEventListener(
        'load',
        () => {
          mark.loaded = performance.now();
        },
        { once: true },
      );
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
};

/** The figures of one load of the gallery. */
export interface GalleryLoad {
  /** First thumbnail painted, ms from the navigation start. */
  readonly firstThumbMs: number;
  /** Every thumbnail of the first screen painted. */
  readonly firstScreenMs: number;
  readonly firstScreenThumbs: number;
  /** Thumbnails in the page, and how many had loaded when the first screen was complete. */
  readonly thumbsInPage: number;
  readonly thumbsLoaded: number;
  /** When the last JavaScript file and the photo list had arrived: where the time before the first thumbnail went. */
  readonly jsReceivedMs: number;
  readonly listReceivedMs: number;
  /** From the list request sent to its first byte back: the server's time, plus the emulated latency. */
  readonly listWaitMs: number;
  /** JavaScript files fetched: count, bytes on the wire (compressed body) and once decoded. */
  readonly jsFiles: number;
  readonly jsEncodedBytes: number;
  readonly jsDecodedBytes: number;
  /** The photo list answer of the API, on the wire and decoded. */
  readonly listEncodedBytes: number;
  readonly listDecodedBytes: number;
  /** Thumbnails fetched (whichever copy the browser chose), and their average size on the wire. */
  readonly thumbFiles: number;
  readonly thumbAverageBytes: number;
}

/** Reads the figures once `firstScreenPainted` holds; `listPath` is the photo list's API path. */
export const galleryLoad = (listPath: string): GalleryLoad => {
  const marks = (window as MarkedWindow).benchThumbs ?? new Map<string, ThumbMarks>();
  const thumbs = Array.from(document.querySelectorAll('img')).filter((image) =>
    /\/thumb(-\d+\.webp|\.jpg)\?/.test(image.getAttribute('src') ?? ''),
  );
  // In reading order: the first screen ends at the first thumbnail below it.
  const below = thumbs.findIndex((image) => image.getBoundingClientRect().top >= window.innerHeight);
  const onScreen = below === -1 ? thumbs : thumbs.slice(0, below);
  const painted = Array.from(marks.values()).flatMap((mark) =>
    mark.painted === undefined ? [] : [mark.painted],
  );
  const onScreenPainted = onScreen.map((image) => marks.get(image.getAttribute('src') ?? '')?.painted ?? NaN);
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const list = resources.find((entry) => new URL(entry.name).pathname === listPath);
  const thumbFiles = resources.filter((entry) =>
    /\/thumb(-\d+\.webp|\.jpg)$/.test(new URL(entry.name).pathname),
  );
  return {
    firstThumbMs: Math.min(...painted),
    firstScreenMs: Math.max(...onScreenPainted),
    firstScreenThumbs: onScreen.length,
    thumbsInPage: thumbs.length,
    thumbsLoaded: Array.from(marks.values()).filter((mark) => mark.loaded !== undefined).length,
    jsReceivedMs: Math.max(...scripts.map((entry) => entry.responseEnd)),
    listReceivedMs: list?.responseEnd ?? Number.NaN,
    listWaitMs: list ? list.responseStart - list.requestStart : Number.NaN,
    jsFiles: scripts.length,
    jsEncodedBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    jsDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    listEncodedBytes: list?.encodedBodySize ?? NaN,
    listDecodedBytes: list?.decodedBodySize ?? NaN,
    thumbFiles: thumbFiles.length,
    thumbAverageBytes: thumbFiles.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / thumbFiles.length,
  };
};

/** The protocols the page and its files came over (h2, http/1.1…), each once. */
export const pageProtocols = (): string[] => {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  // Files from the browser's own cache or a data: URL carry no protocol.
  return Array.from(new Set(entries.map((entry) => entry.nextHopProtocol).filter(Boolean)));
};

/** How long the viewer took after the tap on a tile, ms. */
export interface ViewerTimes {
  /** The grid's thumbnail shown, decoded, in the photo's frame. */
  readonly placeholderMs: number;
  /** The display copy shown over it. */
  readonly sharpMs: number;
}

/**
 * Taps the tile of photo `index` and watches, frame after frame, for the viewer's placeholder and
 * then its sharp copy. The viewer's code is loaded on the first opening: part of what is measured.
 */
export const viewerTimes = async (index: number): Promise<ViewerTimes> => {
  const tile = document.querySelector<HTMLElement>(`[data-photo-index="${index}"]`);
  if (!tile) throw new Error(`no tile ${index}`);
  const start = performance.now();
  tile.click();
  let placeholderMs = Number.NaN;
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const elapsed = performance.now() - start;
    const frame = document.querySelector('.yarl__slide_current .photo-lightbox__frame');
    const placeholder = frame?.querySelector<HTMLImageElement>('.photo-lightbox__placeholder');
    if (Number.isNaN(placeholderMs) && placeholder?.complete && placeholder.naturalWidth > 0) {
      placeholderMs = elapsed;
    }
    // A sharp copy already decoded replaces the placeholder before it was seen: both at once.
    if (frame?.getAttribute('data-sharp') === 'true') {
      return { placeholderMs: Number.isNaN(placeholderMs) ? elapsed : placeholderMs, sharpMs: elapsed };
    }
    if (elapsed > 120_000) throw new Error('the viewer never showed the sharp copy');
  }
};

/** A long animation frame (over 50 ms): how much of it was the app's own scripts. */
export interface LongFrame {
  readonly durationMs: number;
  /** Scripts of the portal's origin run in the frame (the layouts they forced included), ms. */
  readonly appScriptMs: number;
  /** What ran them: the longest of the app's scripts in the frame, as the browser names it. */
  readonly longestAppScript: string;
}

/** The Long Animation Frames API's script entries (not in TypeScript's DOM library yet). */
interface ScriptTiming {
  readonly duration: number;
  readonly sourceURL: string;
  readonly invoker: string;
  readonly sourceFunctionName: string;
}

type LongTaskWindow = Window & { benchLongTasks?: number[]; benchLongFrames?: LongFrame[] };

/**
 * From now on, notes the duration of every long task (over 50 ms) of the page, and for every long
 * animation frame, how much of it the app's own scripts took: a long task may as well be the
 * browser's own work (decoding, style, layout of a new row, garbage collection).
 */
export const watchLongTasks = (): void => {
  const durations: number[] = [];
  const frames: LongFrame[] = [];
  (window as LongTaskWindow).benchLongTasks = durations;
  (window as LongTaskWindow).benchLongFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const scripts = ((entry as PerformanceEntry & { scripts?: ScriptTiming[] }).scripts ?? []).filter(
        (script) => script.sourceURL.startsWith(location.origin),
      );
      const longest = scripts.reduce<ScriptTiming | undefined>(
        (found, script) => (found && found.duration >= script.duration ? found : script),
        undefined,
      );
      frames.push({
        durationMs: entry.duration,
        appScriptMs: scripts.reduce((sum, script) => sum + script.duration, 0),
        longestAppScript: longest
          ? `${longest.invoker} ${longest.sourceFunctionName} (${Math.round(longest.duration)} ms)`
          : '',
      });
    }
  }).observe({ type: 'long-animation-frame' });
};

/** The long tasks noted since `watchLongTasks`, ms. */
export const longTasks = (): number[] => (window as LongTaskWindow).benchLongTasks ?? [];

/** The long animation frames noted since `watchLongTasks`. */
export const longFrames = (): LongFrame[] => (window as LongTaskWindow).benchLongFrames ?? [];
