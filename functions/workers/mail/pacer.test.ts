import { describe, expect, it } from 'vitest';
import { createPacer } from './pacer.js';

describe('mail pacer', () => {
  it('spaces calls by 1/rate seconds', async () => {
    // Prepare: a fake clock that the pacer's sleeps move forward.
    let now = 0;
    const waits: number[] = [];
    const pace = createPacer(
      4,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    // Act
    for (let i = 0; i < 4; i += 1) await pace();
    // Assess: the first goes at once, then every 250 ms.
    expect(waits).toEqual([250, 250, 250]);
    expect(now).toBe(750);
  });

  it('does not wait when calls are already slower than the rate', async () => {
    let now = 0;
    const waits: number[] = [];
    const pace = createPacer(
      10,
      () => now,
      async (ms) => void waits.push(ms),
    );
    await pace();
    now += 1000;
    await pace();
    expect(waits).toEqual([]);
  });
});
