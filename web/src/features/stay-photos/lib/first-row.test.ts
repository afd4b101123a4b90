import { describe, expect, it } from 'vitest';
import { cssLengthPx } from './first-row';

describe('cssLengthPx', () => {
  it('reads lengths in pixels and in rem, as the root custom properties give them', () => {
    expect(cssLengthPx('1160px', 16)).toBe(1160);
    expect(cssLengthPx(' 1.25rem', 16)).toBe(20);
    expect(cssLengthPx('2rem', 20)).toBe(40);
  });

  it('gives NaN for anything else, so that no guess is made from it', () => {
    expect(cssLengthPx('', 16)).toBeNaN();
    expect(cssLengthPx('calc(1rem + 4px)', 16)).toBeNaN();
    expect(cssLengthPx('5vw', 16)).toBeNaN();
  });
});
