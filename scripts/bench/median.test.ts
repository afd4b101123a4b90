import { describe, expect, it } from 'vitest';
import { median } from './median.js';

describe('median', () => {
  it('takes the middle run of an odd count, whatever their order', () => {
    expect(median([1_300, 1_100, 1_200])).toBe(1_200);
  });

  it('takes the mean of the two middle runs of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has nothing to say of no run', () => {
    expect(median([])).toBeNaN();
  });
});
