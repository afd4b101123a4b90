import { describe, expect, it } from 'vitest';
import type { BusinessMetric, BusinessMetrics } from '#functions/ports/metrics.js';
import { flushingMetrics } from './flushing-metrics.js';

/** Metrics that keep, for each flush, what was counted since the one before. */
const recordingMetrics = () => {
  let counted: BusinessMetric[] = [];
  const flushed: BusinessMetric[][] = [];
  const metrics: BusinessMetrics = {
    count: (metric) => {
      counted.push(metric);
    },
    flush: () => {
      flushed.push(counted);
      counted = [];
    },
  };
  return { metrics, flushed };
};

describe('flushingMetrics', () => {
  it('flushes after every invocation of a handler, also when it throws', async () => {
    // Prepare
    const { metrics, flushed } = recordingMetrics();
    const handler = flushingMetrics(metrics, async (event: { fail: boolean }, _context: unknown) => {
      metrics.count('archivesBuilt');
      if (event.fail) throw new Error('zip failed');
      return 'done';
    });

    // Act
    const answered = await handler({ fail: false }, {});
    const thrown = await handler({ fail: true }, {}).catch((error: unknown) => error);

    // Assess
    expect(answered).toBe('done');
    expect(thrown).toBeInstanceOf(Error);
    expect(flushed).toEqual([['archivesBuilt'], ['archivesBuilt']]);
  });
});
