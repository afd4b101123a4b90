import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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

describe('formatDateTime', () => {
  it('shows an instant in Paris time, summer and winter', () => {
    expect(formatDateTime('2026-07-10T08:05:00Z')).toBe('10/07/2026 10:05');
    expect(formatDateTime('2026-01-10T23:30:00Z')).toBe('11/01/2026 00:30');
  });

  it('gives nothing for an unreadable value', () => {
    expect(formatDateTime('hier')).toBe('');
  });
});
