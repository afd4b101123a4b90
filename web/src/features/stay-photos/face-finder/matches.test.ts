import { describe, expect, it } from 'vitest';
import { photosAtOrAbove, SLIDER_STEPS, STARTING_STEP, thresholdAt } from './matches';
import { pickPhotos } from './pick-photos';

const scores = [
  { photoId: 'a', score: 0.9 },
  { photoId: 'b', score: 0.6 },
  { photoId: 'c', score: 0.5 },
  { photoId: 'd', score: 0.2 },
];

describe('the photos the results show', () => {
  it('keeps the photos at or above the threshold, best first', () => {
    expect(photosAtOrAbove(scores, 0.5)).toEqual(['a', 'b', 'c']);
    expect(photosAtOrAbove(scores, 0.51)).toEqual(['a', 'b']);
    expect(photosAtOrAbove(scores, 0.95)).toEqual([]);
  });

  it('moves the threshold evenly from the widest to the strictest end', () => {
    expect(thresholdAt(0, 0.3, 0.7)).toBeCloseTo(0.3);
    expect(thresholdAt(STARTING_STEP, 0.3, 0.7)).toBeCloseTo(0.5);
    expect(thresholdAt(SLIDER_STEPS, 0.3, 0.7)).toBeCloseTo(0.7);
    expect(thresholdAt(SLIDER_STEPS + 5, 0.3, 0.7)).toBeCloseTo(0.7);
  });

  it('takes the gallery photos in the order of the results, without unknown ones', () => {
    const photos = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(pickPhotos(photos, ['c', 'x', 'a']).map((photo) => photo.id)).toEqual(['c', 'a']);
  });
});
