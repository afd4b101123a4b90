/**
 * Keeps the sending rate under SES's limit: each call waits until at least 1/rate seconds have passed
 * since the previous one.
 */
export const createPacer = (
  perSecond: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) => {
  const interval = 1000 / perSecond;
  let next = 0;
  return async (): Promise<void> => {
    const wait = next - now();
    next = Math.max(now(), next) + interval;
    if (wait > 0) await sleep(wait);
  };
};
