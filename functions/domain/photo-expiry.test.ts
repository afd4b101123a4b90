import { describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';
import { expiresAtFor, pendingExpiresAt } from './photo-expiry.js';

const epoch = (iso: string): number => Date.parse(iso) / 1000;

describe('expiresAtFor', () => {
  it('ends a winter day at 23:00 UTC (Paris is UTC+1)', () => {
    // Act
    const expiresAt = expiresAtFor('2026-01-15');
    // Assess
    expect(expiresAt).toBe(epoch('2026-01-15T23:00:00Z'));
  });

  it('ends a summer day at 22:00 UTC (Paris is UTC+2)', () => {
    expect(expiresAtFor('2026-07-31')).toBe(epoch('2026-07-31T22:00:00Z'));
  });

  it('ends the day clocks go forward (29 March 2026) at the summer offset', () => {
    expect(expiresAtFor('2026-03-29')).toBe(epoch('2026-03-29T22:00:00Z'));
  });

  it('ends the day before clocks go forward at the winter offset', () => {
    expect(expiresAtFor('2026-03-28')).toBe(epoch('2026-03-28T23:00:00Z'));
  });

  it('ends the day clocks go back (25 October 2026) at the winter offset', () => {
    expect(expiresAtFor('2026-10-25')).toBe(epoch('2026-10-25T23:00:00Z'));
  });

  it('ends the day before clocks go back at the summer offset', () => {
    expect(expiresAtFor('2026-10-24')).toBe(epoch('2026-10-24T22:00:00Z'));
  });

  it('crosses a year end', () => {
    expect(expiresAtFor('2026-12-31')).toBe(epoch('2026-12-31T23:00:00Z'));
  });

  it('refuses what is not a calendar day', () => {
    expect(() => expiresAtFor('2026-02-30')).toThrow(RangeError);
    expect(() => expiresAtFor('31/12/2026')).toThrow(RangeError);
  });
});

describe('pendingExpiresAt', () => {
  it('forgets an upload never received the pending time after its signing, to the second', () => {
    // Act
    const expiresAt = pendingExpiresAt(new Date('2026-07-01T10:00:00.900Z'));
    // Assess
    expect(expiresAt).toBe(epoch('2026-07-01T10:00:00Z') + PENDING_UPLOAD_TTL_SECONDS);
  });
});
