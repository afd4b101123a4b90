import { describe, expect, it } from 'vitest';
import { fitsInBatch, nextShareBatch, photosToSave, SHARE_LIMITS } from './share-batches';

const photo = (id: string) => ({
  id,
  originalUrl: `https://media.example/${id}/original.jpg`,
  displayUrl: `https://media.example/${id}/c1/display.jpg`,
  // 8 July 2026, 14h32 in Paris.
  time: Date.parse('2026-07-08T12:32:00Z') / 1000,
});
const stay = Array.from({ length: 23 }, (_, i) => photo(`p${i + 1}`));
const MB = 1024 * 1024;

describe('photosToSave', () => {
  it('takes every photo of the stay when nothing is selected', () => {
    expect(photosToSave(stay, [])).toEqual(stay);
  });

  it('takes the selected photos in the order they were selected, once each, known ones only', () => {
    expect(photosToSave(stay, ['p3', 'gone', 'p1', 'p3']).map((p) => p.id)).toEqual(['p3', 'p1']);
  });
});

describe('nextShareBatch', () => {
  it('gives the first ten photos, each with its time and place, which name its file', () => {
    const batch = nextShareBatch(stay, 0);
    expect(batch).toMatchObject({ from: 1, to: 10, total: 23 });
    expect(batch?.items.map((item) => item.id)).toEqual(stay.slice(0, 10).map((p) => p.id));
    expect(batch?.items[0]).toEqual({
      id: 'p1',
      url: 'https://media.example/p1/original.jpg',
      time: Date.parse('2026-07-08T12:32:00Z') / 1000,
      position: 0,
    });
  });

  it("shares the display copies when the viewer's links do not open originals (a family's)", () => {
    const family = stay.map((p) => ({ ...p, originalUrl: null }));
    expect(nextShareBatch(family, 0)?.items[0]?.url).toBe('https://media.example/p1/c1/display.jpg');
  });

  it('goes on after the photos already saved and ends with a shorter batch', () => {
    expect(nextShareBatch(stay, 10)).toMatchObject({ from: 11, to: 20 });
    const last = nextShareBatch(stay, 20);
    expect(last).toMatchObject({ from: 21, to: 23, total: 23 });
    expect(last?.items.map((item) => item.position)).toEqual([20, 21, 22]);
  });

  it('resumes right after a batch cut short by its byte budget', () => {
    expect(nextShareBatch(stay, 7)?.items[0]?.id).toBe('p8');
  });

  it('has nothing left once every photo was saved', () => {
    expect(nextShareBatch(stay, 23)).toBeNull();
    expect(nextShareBatch([], 0)).toBeNull();
  });

  it('holds a small selection in one batch', () => {
    const chosen = photosToSave(stay, ['p5', 'p2']);
    expect(nextShareBatch(chosen, 0)?.items.map((item) => item.id)).toEqual(['p5', 'p2']);
  });

  it('follows the limits it is given', () => {
    expect(nextShareBatch(stay, 0, { maxFiles: 4, maxBytes: MB })?.items).toHaveLength(4);
  });
});

describe('fitsInBatch', () => {
  it('always takes the first file, even one larger than the budget', () => {
    expect(fitsInBatch({ count: 0, bytes: 0 }, 80 * MB)).toBe(true);
  });

  it('takes files while the batch stays within its bytes', () => {
    expect(fitsInBatch({ count: 4, bytes: 40 * MB }, 10 * MB)).toBe(true);
    expect(fitsInBatch({ count: 4, bytes: 40 * MB }, 10 * MB + 1)).toBe(false);
  });

  it('stops at the file count whatever the sizes', () => {
    expect(fitsInBatch({ count: SHARE_LIMITS.maxFiles, bytes: 0 }, 1)).toBe(false);
  });

  it('counts a file of unknown size as nothing', () => {
    expect(fitsInBatch({ count: 3, bytes: 50 * MB }, null)).toBe(true);
  });
});
