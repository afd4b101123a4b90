import { describe, expect, it } from 'vitest';
import { toggleAllVisible } from './toggle-all-visible';

describe('toggleAllVisible', () => {
  it('hides every photo when all are visible, and shows all otherwise', () => {
    // Act
    const allVisible = toggleAllVisible(['a', 'b'], new Set(['a', 'b']));
    const someVisible = toggleAllVisible(['a', 'b', 'c'], new Set(['a']));
    // Assess
    expect([...allVisible]).toEqual([]);
    expect([...someVisible]).toEqual(['a', 'b', 'c']);
  });

  it('ignores ids of photos no longer on the page (deleted meanwhile)', () => {
    // Act: a and b were visible, a was deleted, c is hidden
    const next = toggleAllVisible(['b', 'c'], new Set(['a', 'b']));
    // Assess
    expect([...next]).toEqual(['b', 'c']);
  });
});
