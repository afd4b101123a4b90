import { describe, expect, it } from 'vitest';
import { parisDate } from './paris-date.js';

describe('parisDate', () => {
  it('reads the day in Paris, not in UTC', () => {
    expect(parisDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-23'); // 23:30 in Paris
    expect(parisDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24'); // 00:30 in Paris
    expect(parisDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15'); // summer time: 00:30
  });
});
