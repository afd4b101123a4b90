import { describe, expect, it } from 'vitest';
import { isExpired, KEEP_WITHOUT_DATE_MS, keepUntil } from './keep-until';

const now = Date.parse('2026-07-10T12:00:00Z');

describe('how long the device keeps a stay', () => {
  it("keeps it until the stay's photos expire when the date is known", () => {
    expect(keepUntil('2026-08-31T00:00:00Z', now)).toBe(Date.parse('2026-08-31T00:00:00Z'));
  });

  it('keeps it a few weeks after the last opening when no date is given or the date is unreadable', () => {
    expect(keepUntil(null, now)).toBe(now + KEEP_WITHOUT_DATE_MS);
    expect(keepUntil('bientôt', now)).toBe(now + KEEP_WITHOUT_DATE_MS);
  });

  it('deletes from the instant the date is reached', () => {
    expect(isExpired(now - 1, now)).toBe(true);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(now + 1, now)).toBe(false);
  });
});
