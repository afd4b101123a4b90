/**
 * Runs `task` when the browser has nothing more urgent to do (drawing, input, the network's
 * answers), or after `timeoutMs` at the latest if given; answers a function that cancels it.
 *
 * Without a timeout a task may wait as long as the page is busy, a whole scroll for instance: that
 * suits work that is only worth doing if the page comes to rest. With one, the tasks that reached it
 * run in a row at the first chance, however busy the page. Safari has no idle callbacks: there the
 * task waits `fallbackMs`, long enough to let a frame be drawn first.
 */
export const whenIdle = (
  task: () => void,
  { timeoutMs, fallbackMs }: { readonly timeoutMs?: number; readonly fallbackMs: number },
): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
};
