import { describe, expect, it } from 'vitest';
import type { FaceTemplate } from '#shared/face-match';
import { bestFirst, type ScannedPhoto, scorePhoto } from './ranking';

/** What the scan hands out at its end: every scanned photo scored, best first. */
const rankPhotos = (photos: readonly ScannedPhoto[], references: readonly FaceTemplate[]) =>
  bestFirst(photos.flatMap((photo) => scorePhoto(photo, references) ?? []));

const child = [1, 0, 0];
const sibling = [0.8, 0.6, 0];
const stranger = [0, 0, 1];

describe("each scanned photo's score", () => {
  it("is the photo's best face against its best reference, best photo first", () => {
    const photos = [
      { photoId: 'strangers', templates: [stranger] },
      { photoId: 'group', templates: [stranger, child] },
      { photoId: 'sibling', templates: [sibling, stranger] },
    ];
    const ranked = rankPhotos(photos, [child, [0, 1, 0]]);
    expect(ranked.map(({ photoId }) => photoId)).toEqual(['group', 'sibling', 'strangers']);
    expect(ranked[0]?.score).toBeCloseTo(1);
    expect(ranked[1]?.score).toBeCloseTo(0.8);
    expect(ranked[2]?.score).toBeCloseTo(0);
  });

  it('leaves out photos where no face could be read, and everything without references', () => {
    const photos = [
      { photoId: 'empty', templates: [] },
      { photoId: 'one', templates: [child] },
    ];
    expect(rankPhotos(photos, [child]).map(({ photoId }) => photoId)).toEqual(['one']);
    expect(rankPhotos(photos, [])).toEqual([]);
  });

  it('orders equal scores by photo, so the results do not shuffle between two readings', () => {
    const photos = ['c', 'a', 'b'].map((photoId) => ({ photoId, templates: [child] }));
    expect(rankPhotos(photos, [child]).map(({ photoId }) => photoId)).toEqual(['a', 'b', 'c']);
  });
});
