import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes a calendar date the French way', () => {
    expect(formatDate('2025-07-04')).toBe('04/07/2025');
  });

  it('does not move a date with the time zone', () => {
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('leaves an unexpected value as it is', () => {
    expect(formatDate('bientôt')).toBe('bientôt');
  });
});
