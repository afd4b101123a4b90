/**
 * Runs `task` when the browser has nothing more urgent to do (drawing, input, the network's
 * answers), or after `timeoutMs` at the latest; answers a function that cancels it. Safari has no
 * idle callbacks: there the task waits `fallbackMs`, long enough to let a frame be drawn first.
 */
export const whenIdle = (task: () => void, timeoutMs: number, fallbackMs: number): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
};
