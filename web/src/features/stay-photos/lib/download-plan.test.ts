import { describe, expect, it } from 'vitest';
import { photoFileName } from '#shared/photo-file-name';
import { planDownloads } from './download-plan';

const vercors = (time: number, position: number) => photoFileName(time, 'Vercors', position);

const photos = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  originalUrl: `https://media.example/${id}/original.jpg`,
  displayUrl: `https://media.example/${id}/c1/display.jpg`,
  // 14h32 in Paris, a minute apart.
  time: Date.parse('2026-07-08T12:32:00Z') / 1000 + 60 * id.charCodeAt(0) - 60 * 97,
}));

describe('planDownloads', () => {
  it('saves the originals in the order the photos were selected, named as their zip would', () => {
    expect(planDownloads(photos, ['c', 'a'], vercors)).toEqual([
      { url: 'https://media.example/c/original.jpg', fileName: '2026-07-08 14h34 Vercors 001.jpg' },
      { url: 'https://media.example/a/original.jpg', fileName: '2026-07-08 14h32 Vercors 002.jpg' },
    ]);
  });

  it('numbers without holes when a selected photo is gone', () => {
    const plan = planDownloads(photos, ['gone', 'b', 'd'], vercors);
    expect(plan.map((item) => item.fileName)).toEqual([
      '2026-07-08 14h33 Vercors 001.jpg',
      '2026-07-08 14h35 Vercors 002.jpg',
    ]);
    expect(plan.map((item) => item.url)).toEqual([
      'https://media.example/b/original.jpg',
      'https://media.example/d/original.jpg',
    ]);
  });

  it('saves a photo selected twice only once', () => {
    expect(planDownloads(photos, ['a', 'a'], vercors)).toHaveLength(1);
  });

  it("saves the display copy when the viewer's links do not open originals (a family's)", () => {
    const family = photos.map((photo) => ({ ...photo, originalUrl: null }));
    expect(planDownloads(family, ['b'], vercors)).toEqual([
      { url: 'https://media.example/b/c1/display.jpg', fileName: '2026-07-08 14h33 Vercors 001.jpg' },
    ]);
  });

  it('plans nothing for an empty selection', () => {
    expect(planDownloads(photos, [], vercors)).toEqual([]);
  });
});
