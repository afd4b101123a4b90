import { describe, expect, it } from 'vitest';
import { formatMegabytes, progressFigures } from './upload-progress';

describe('progressFigures', () => {
  it('counts the bytes of uploads under way, so the counter moves before the first photo is done', () => {
    // Prepare
    const files = [
      { size: 4_000_000, sent: 1_000_000, state: 'sending' as const },
      { size: 4_000_000, sent: 0, state: 'waiting' as const },
    ];
    // Act
    const figures = progressFigures(files, { startedAt: 0, now: 500 });
    // Assess
    expect(figures).toEqual({
      done: 0,
      total: 2,
      sentBytes: 1_000_000,
      totalBytes: 8_000_000,
      secondsLeft: null,
    });
  });

  it('estimates the time left from the pace since the run started, and counts finished photos', () => {
    // Prepare: 4 MB in 4 s, 4 MB left.
    const files = [
      { size: 3_000_000, sent: 0, state: 'done' as const },
      { size: 1_000_000, sent: 0, state: 'duplicate' as const },
      { size: 4_000_000, sent: 0, state: 'retrying' as const },
    ];
    // Act
    const figures = progressFigures(files, { startedAt: 1_000, now: 5_000 });
    // Assess
    expect(figures).toMatchObject({ done: 2, total: 3, sentBytes: 4_000_000, secondsLeft: 4 });
  });

  it('writes sizes the French way', () => {
    expect(formatMegabytes(12_345_678).replace(/\s/g, ' ')).toBe('12,3 Mo');
  });
});
