import { describe, expect, it } from 'vitest';
import { mainThreadEvents, summariseMainThread, type TraceEvent } from './main-thread-trace.js';

const ORIGIN = 'http://localhost:5173';
const MAIN = { pid: 1, tid: 7 };

/** A complete event of the main thread, from and to in milliseconds. */
const event = (name: string, from: number, to: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts: from * 1000,
  dur: (to - from) * 1000,
  ...(url ? { args: { data: { url } } } : {}),
});

const threadName: TraceEvent = {
  name: 'thread_name',
  ph: 'M',
  ...MAIN,
  ts: 0,
  args: { name: 'CrRendererMain' },
};
const app = `${ORIGIN}/assets/index.js`;

describe('summariseMainThread', () => {
  it("takes the collector's pauses out of the app's JavaScript, and counts them apart", () => {
    // Arrange: a React task that is mostly a full collection (most of it Blink releasing dead
    // objects), a task of the app's own work, another site's script, a collection between tasks, a
    // call nested in another, and promise callbacks
    const events = mainThreadEvents([
      threadName,
      event('RunTask', 0, 100),
      event('FunctionCall', 0, 90, app),
      event('MajorGC', 10, 80),
      event('CppGC.CustomCallbacksProcessing', 20, 65),
      event('RunTask', 200, 280),
      event('FunctionCall', 200, 270, app),
      event('FunctionCall', 210, 260, app),
      event('MinorGC', 262, 265),
      event('RunTask', 300, 380),
      event('FunctionCall', 300, 380, 'https://elsewhere.example/script.js'),
      event('RunTask', 400, 460),
      event('MajorGC', 400, 460),
      // A promise callback, which names no script: the JSON of an answer read
      event('RunTask', 500, 570),
      event('RunMicrotasks', 500, 560),
      // Another thread's work is not the page's
      { ...event('FunctionCall', 600, 700, app), tid: 8 },
    ]);
    // Act
    const summary = summariseMainThread(events, ORIGIN);
    // Assess
    expect(summary.longAppTasks).toEqual([
      { taskMs: 80, appMs: 67, gcInAppMs: 3 },
      { taskMs: 70, appMs: 60, gcInAppMs: 0 },
    ]);
    expect(summary.longGcPauses).toEqual([
      { ms: 70, weakCallbacksMs: 45, inApp: true },
      { ms: 60, weakCallbacksMs: 0, inApp: false },
    ]);
  });

  it('finds nothing long in short tasks', () => {
    const events = mainThreadEvents([threadName, event('RunTask', 0, 40), event('FunctionCall', 0, 40, app)]);
    expect(summariseMainThread(events, ORIGIN)).toEqual({
      longAppTasks: [],
      longGcPauses: [],
    });
  });
});
