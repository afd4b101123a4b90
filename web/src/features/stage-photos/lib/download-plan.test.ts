import { describe, expect, it } from 'vitest';
import { downloadFileName, planDownloads } from './download-plan';

const photos = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  originalUrl: `https://media.example/${id}/original.jpg`,
  displayUrl: `https://media.example/${id}/c1/display.jpg`,
}));

describe('downloadFileName', () => {
  it('names the n-th file photo-n.jpg', () => {
    expect(downloadFileName(1)).toBe('photo-1.jpg');
    expect(downloadFileName(12)).toBe('photo-12.jpg');
  });
});

describe('planDownloads', () => {
  it('saves the originals in the order the photos were selected', () => {
    expect(planDownloads(photos, ['c', 'a'])).toEqual([
      { url: 'https://media.example/c/original.jpg', fileName: 'photo-1.jpg' },
      { url: 'https://media.example/a/original.jpg', fileName: 'photo-2.jpg' },
    ]);
  });

  it('numbers without holes when a selected photo is gone', () => {
    const plan = planDownloads(photos, ['gone', 'b', 'd']);
    expect(plan.map((item) => item.fileName)).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    expect(plan.map((item) => item.url)).toEqual([
      'https://media.example/b/original.jpg',
      'https://media.example/d/original.jpg',
    ]);
  });

  it('saves a photo selected twice only once', () => {
    expect(planDownloads(photos, ['a', 'a'])).toHaveLength(1);
  });

  it("saves the display copy when the viewer's links do not open originals (a family's)", () => {
    const family = photos.map((photo) => ({ ...photo, originalUrl: null }));
    expect(planDownloads(family, ['b'])).toEqual([
      { url: 'https://media.example/b/c1/display.jpg', fileName: 'photo-1.jpg' },
    ]);
  });

  it('plans nothing for an empty selection', () => {
    expect(planDownloads(photos, [])).toEqual([]);
  });
});
