/**
 * A worker's handler that publishes its business metrics after every invocation, whether it answered
 * or threw: a Lambda may be frozen right after it returns, and counts kept for the next invocation
 * would be lost with the instance. It needs only the metrics port, so the handlers that wrap
 * themselves in it see no adapter.
 */
import type { BusinessMetrics } from '#functions/ports/metrics.js';

export const flushingMetrics =
  <E, C, R>(metrics: BusinessMetrics, handler: (event: E, context: C) => Promise<R>) =>
  async (event: E, context: C): Promise<R> => {
    try {
      return await handler(event, context);
    } finally {
      metrics.flush();
    }
  };
