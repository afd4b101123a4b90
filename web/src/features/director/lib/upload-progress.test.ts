import { describe, expect, it } from 'vitest';
import { formatMegabytes } from '#web/lib/megabytes';
import { nextPace, type Pace, progressFigures, startPace } from './upload-progress';

describe('progressFigures', () => {
  it('counts the bytes of uploads under way, so the counter moves before the first photo is done', () => {
    // Prepare
    const files = [
      { size: 4_000_000, sent: 1_000_000, state: 'sending' as const },
      { size: 4_000_000, sent: 0, state: 'waiting' as const },
    ];
    // Act
    const figures = progressFigures(files, nextPace(startPace(0), 1_000_000, 500));
    // Assess
    expect(figures).toEqual({
      done: 0,
      total: 2,
      sentBytes: 1_000_000,
      totalBytes: 8_000_000,
      secondsLeft: null,
    });
  });

  it('first estimates the time left from the pace since the run started, and counts finished photos', () => {
    // Prepare: 4 MB in 4 s, 4 MB left.
    const files = [
      { size: 3_000_000, sent: 0, state: 'done' as const },
      { size: 1_000_000, sent: 0, state: 'duplicate' as const },
      { size: 4_000_000, sent: 0, state: 'retrying' as const },
    ];
    // Act
    const figures = progressFigures(files, nextPace(startPace(1_000), 4_000_000, 5_000));
    // Assess
    expect(figures).toMatchObject({ done: 2, total: 3, sentBytes: 4_000_000, secondsLeft: 4 });
  });

  it('converges: after the first 10 % the time left is never over 1.5 times the real one', () => {
    // Prepare: 30 photos of 4 MB, 4 at a time on 1 Mbit/s of camp Wi-Fi. Nothing moves for the
    // first 12 s (fingerprints, a slow signing call), progress comes in bursts, and every 8 files a
    // signing call pauses the link for 3 s.
    const total = 30 * 4_000_000;
    const rate = 125; // bytes per ms
    const timeline: { at: number; sent: number }[] = [];
    let at = 12_000;
    let sent = 0;
    let file = 0;
    while (sent < total) {
      const burst = 250 + ((at / 250) % 7) * 150; // uneven gaps between progress events
      at += burst;
      sent = Math.min(total, sent + burst * rate);
      const filesDone = Math.floor(sent / 4_000_000);
      if (filesDone >= file + 8) {
        file = filesDone;
        at += 3_000;
      }
      timeline.push({ at, sent });
    }
    const end = timeline.at(-1)?.at ?? 0;
    // Act
    let pace: Pace = startPace(0);
    const ratios: number[] = [];
    for (const { at: now, sent: sentBytes } of timeline) {
      pace = nextPace(pace, sentBytes, now);
      const files = [{ size: total, sent: sentBytes, state: 'sending' as const }];
      const { secondsLeft } = progressFigures(files, pace);
      const realSeconds = (end - now) / 1000;
      if (sentBytes >= total / 10 && realSeconds >= 5 && secondsLeft !== null)
        ratios.push(secondsLeft / realSeconds);
    }
    // Assess
    expect(ratios.length).toBeGreaterThan(100);
    expect(Math.max(...ratios)).toBeLessThanOrEqual(1.5);
  });

  it('reads a file starting again after a retry as a pause, not as negative progress', () => {
    // Prepare
    const measured = nextPace(startPace(0), 2_000_000, 2_000);
    // Act
    const after = nextPace(measured, 1_000_000, 3_000);
    // Assess
    expect(after.rate).toBeGreaterThan(0);
    expect(after.rate).toBeLessThan(measured.rate ?? 0);
  });

  it('writes sizes the French way', () => {
    expect(formatMegabytes(12_345_678).replace(/\s/g, ' ')).toBe('12,3 Mo');
  });
});
