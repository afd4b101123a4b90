import { describe, expect, it } from 'vitest';
import {
  bestReferenceScore,
  cosineSimilarity,
  photoMatches,
  STRICTEST_THRESHOLD,
  thresholdFor,
  WIDEST_THRESHOLD,
} from './face-match.js';

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal, -1 for opposite', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 5])).toBeCloseTo(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
  });

  it('matches nothing with a template of zeros and refuses templates of different lengths', () => {
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(/different lengths/);
  });
});

describe('bestReferenceScore', () => {
  it('keeps the best reference, not the average', () => {
    expect(
      bestReferenceScore(
        [1, 0],
        [
          [0, 1],
          [1, 0],
        ],
      ),
    ).toBeCloseTo(1);
    expect(bestReferenceScore([1, 0], [])).toBe(-1);
  });
});

describe('thresholdFor and photoMatches', () => {
  it('moves from the widest to the strictest threshold and clamps the setting', () => {
    expect(thresholdFor(0)).toBeCloseTo(WIDEST_THRESHOLD);
    expect(thresholdFor(1)).toBeCloseTo(STRICTEST_THRESHOLD);
    expect(thresholdFor(-3)).toBeCloseTo(WIDEST_THRESHOLD);
    expect(thresholdFor(7)).toBeCloseTo(STRICTEST_THRESHOLD);
  });

  it('finds a photo when one of its faces is close enough at the chosen strictness', () => {
    const child = [1, 0, 0];
    const near = [1, 1.25, 0]; // cosine ≈ 0.62, between the two ends
    const other = [0, 0, 1];
    expect(photoMatches([other, near], [child], 0)).toBe(true);
    expect(photoMatches([other, near], [child], 1)).toBe(false);
    expect(photoMatches([other], [child], 0)).toBe(false);
    expect(photoMatches([near], [], 0)).toBe(false);
  });
});
