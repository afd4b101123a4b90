/**
 * What the page's main thread did over a stretch of time, from a DevTools trace: the tasks where the
 * app's own JavaScript ran over 50 ms, not counting the pauses of V8's garbage collector that fell in
 * them, and those pauses themselves, with what Blink spent in them releasing its dead objects.
 *
 * The Long Animation Frames API counts a script's whole duration, and V8 finishes a major collection
 * wherever JavaScript happens to be running when it asks for one: a React task that did 3 ms of work
 * then shows as 80 ms of the app's script. Only a trace tells the two apart.
 *
 * In a full collection, Blink's heap (the DOM and the resources the page loaded, collected with V8's)
 * runs the weak callbacks of the objects that died. When a DevTools session watches the page's
 * network, those callbacks also do its work on every dead resource, the images of the tiles a
 * scroll left behind included (`dead-images.ts` measures it on a blank page): under Playwright, that
 * work made most of a scrolled gallery's long pauses. Their share is reported with each pause.
 */
import type { Devtools } from './bare-chromium.js';

/** A complete event of a Chrome trace (phase `X`), with the fields read here. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Start, microseconds. */
  readonly ts: number;
  /** Duration, microseconds. */
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
}

export interface LongAppTask {
  readonly taskMs: number;
  /** The app's JavaScript in the task, the collector's pauses within it taken out. */
  readonly appMs: number;
  /** The collector's pauses that fell within the app's JavaScript. */
  readonly gcInAppMs: number;
}

export interface GcPause {
  readonly ms: number;
  /** Of it, Blink's weak callbacks: the objects of its heap that died, released. */
  readonly weakCallbacksMs: number;
  /** It fell within the app's JavaScript, and the browser counts it in the app's script. */
  readonly inApp: boolean;
}

export interface MainThreadSummary {
  /** Tasks where the app's JavaScript, without the collector's pauses, ran over `longMs`. */
  readonly longAppTasks: readonly LongAppTask[];
  /** The pauses of the collector over `longMs`, the longest first. */
  readonly longGcPauses: readonly GcPause[];
}

/** The collector's pauses on the main thread: a scavenge of the young objects, or a full collection. */
const GC_PAUSES = new Set(['MinorGC', 'MajorGC']);
/** Blink's weak callbacks, run in a full collection's pause (trace category `cppgc`). */
const WEAK_CALLBACKS = 'CppGC.CustomCallbacksProcessing';
/** Where the main thread runs a script's JavaScript, with the URL of the script. */
const JS_ENTRIES = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile']);
/**
 * Promise callbacks (an answer's JSON read, what follows an `await`) run in a checkpoint that names
 * no script. On the gallery's page every script is the app's, but for the bench's few observers.
 */
const MICROTASKS = 'RunMicrotasks';

const isAppJs = (event: TraceEvent, origin: string): boolean =>
  event.name === MICROTASKS ||
  (JS_ENTRIES.has(event.name) && (event.args?.data?.url?.startsWith(origin) ?? false));

const end = (event: TraceEvent): number => event.ts + (event.dur ?? 0);
const ms = (microseconds: number): number => microseconds / 1000;

/** The events of the renderer's main thread, those with a duration, in time order. */
export const mainThreadEvents = (events: readonly TraceEvent[]): TraceEvent[] => {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  return events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
};

const within = (outer: TraceEvent, inner: TraceEvent): boolean =>
  inner.ts >= outer.ts && end(inner) <= end(outer);

/**
 * For each inner event, the outer one holding it, if any. Both lists are in time order and the outer
 * events do not overlap, so the walk is a single pass: a scroll's trace holds some hundred thousand
 * events, and comparing every pair never finished.
 */
const holders = <Outer extends { readonly event: TraceEvent }>(
  outers: readonly Outer[],
  inners: readonly TraceEvent[],
): (Outer | undefined)[] => {
  let index = 0;
  return inners.map((inner) => {
    for (let outer = outers[index]; outer && end(outer.event) < inner.ts; outer = outers[index]) index += 1;
    const outer = outers[index];
    return outer && within(outer.event, inner) ? outer : undefined;
  });
};

/** Summarises the main thread's events (mainThreadEvents) for the scripts whose URL starts with `origin`. */
export const summariseMainThread = (
  events: readonly TraceEvent[],
  origin: string,
  longMs = 50,
): MainThreadSummary => {
  // The app's outermost JavaScript entries: one nested in another is already counted in it.
  const appJs: { readonly event: TraceEvent; gcUs: number }[] = [];
  for (const event of events) {
    if (!isAppJs(event, origin)) continue;
    const outer = appJs.at(-1)?.event;
    if (!outer || !within(outer, event)) appJs.push({ event, gcUs: 0 });
  }
  const gcPauses = events
    .filter((event) => GC_PAUSES.has(event.name))
    .map((event) => ({ event, weakCallbacksUs: 0 }));
  const pauseHolders = holders(
    appJs,
    gcPauses.map(({ event }) => event),
  );
  gcPauses.forEach(({ event }, index) => {
    const holder = pauseHolders[index];
    if (holder) holder.gcUs += event.dur ?? 0;
  });
  const weakCallbacks = events.filter((event) => event.name === WEAK_CALLBACKS);
  holders(gcPauses, weakCallbacks).forEach((pause, index) => {
    if (pause) pause.weakCallbacksUs += weakCallbacks[index]?.dur ?? 0;
  });
  const tasks = events
    .filter((event) => event.name === 'RunTask')
    .map((event) => ({ event, jsUs: 0, gcUs: 0 }));
  const jsHolders = holders(
    tasks,
    appJs.map(({ event }) => event),
  );
  appJs.forEach(({ event, gcUs }, index) => {
    const task = jsHolders[index];
    if (!task) return;
    task.jsUs += event.dur ?? 0;
    task.gcUs += gcUs;
  });
  const isLong = (microseconds: number) => ms(microseconds) > longMs;
  return {
    longAppTasks: tasks
      .filter(({ jsUs, gcUs }) => isLong(jsUs - gcUs))
      .map(({ event, jsUs, gcUs }) => ({
        taskMs: ms(event.dur ?? 0),
        appMs: ms(jsUs - gcUs),
        gcInAppMs: ms(gcUs),
      })),
    longGcPauses: gcPauses
      .map(({ event, weakCallbacksUs }, index) => ({
        ms: ms(event.dur ?? 0),
        weakCallbacksMs: ms(weakCallbacksUs),
        inApp: pauseHolders[index] !== undefined,
      }))
      .filter((pause) => pause.ms > longMs)
      .sort((a, b) => b.ms - a.ms),
  };
};

/** Starts tracing the page's main thread, JavaScript and collector included; `stop` hands the events. */
export const traceMainThread = async (devtools: Devtools): Promise<{ stop: () => Promise<TraceEvent[]> }> => {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they are the trace's own events.
  const collect = ({ value }: { value: unknown[] }) => events.push(...(value as TraceEvent[]));
  devtools.on('Tracing.dataCollected', collect);
  await devtools.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.gc',
        'cppgc',
      ],
    },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
      await devtools.send('Tracing.end');
      await complete;
      devtools.off('Tracing.dataCollected', collect);
      return mainThreadEvents(events);
    },
  };
};
