import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from './photo.js';
import { digestDue, lastDayBefore, newPhotosFor, photosByStay } from './photo-digest.js';

/** 20:00 in Paris on 10 August 2026. */
const NOW = new Date('2026-08-10T18:00:00Z');

const photo = (photoId: string, published_at: string | undefined, change: Partial<PhotoRecord> = {}) =>
  ({
    stageId: 's1',
    photoId,
    status: 'prete',
    actif: 1,
    date_depose: '2026-08-09T10:00:00.000Z',
    declared_type: 'image/jpeg',
    declared_size: 1,
    version: 1,
    ...(published_at ? { published_at } : {}),
    ...change,
  }) as PhotoRecord;

describe('newPhotosFor', () => {
  const photos = [
    photo('p1', '2026-08-09T09:00:00.000Z'),
    photo('p2', '2026-08-10T09:00:00.000Z'),
    photo('p3', '2026-08-10T10:00:00.000Z'),
  ];

  it('counts every visible published photo for a family never told, up to the newest', () => {
    expect(newPhotosFor(photos, undefined, NOW)).toEqual({ count: 3, through: '2026-08-10T10:00:00.000Z' });
  });

  it('counts only the photos first published after the last one the family was told about', () => {
    expect(newPhotosFor(photos, '2026-08-09T09:00:00.000Z', NOW)).toEqual({
      count: 2,
      through: '2026-08-10T10:00:00.000Z',
    });
    expect(newPhotosFor(photos, '2026-08-10T10:00:00.000Z', NOW)).toBeUndefined();
  });

  it('leaves out photos hidden again, not processed, expired or never published', () => {
    const others = [
      photo('h', '2026-08-10T09:00:00.000Z', { actif: 0 }),
      photo('r', '2026-08-10T09:00:00.000Z', { status: 'refusee' }),
      photo('e', '2026-08-10T09:00:00.000Z', { expires_at: NOW.getTime() / 1000 - 1 }),
      photo('n', undefined),
    ];
    expect(newPhotosFor(others, undefined, NOW)).toBeUndefined();
    expect(newPhotosFor([...others, photos[0] as PhotoRecord], undefined, NOW)?.count).toBe(1);
  });
});

describe('digestDue', () => {
  it('is due for a family never sent one, and once a Paris day with a daily digest', () => {
    const mark = { stageId: 's1', address: 'a@example.org' };
    expect(digestDue(undefined, NOW, 1)).toBe(true);
    expect(digestDue(mark, NOW, 1)).toBe(true);
    expect(digestDue({ ...mark, last_day: '2026-08-09' }, NOW, 1)).toBe(true);
    expect(digestDue({ ...mark, last_day: '2026-08-10' }, NOW, 1)).toBe(false);
  });

  it('waits the configured days between two digests', () => {
    const mark = { stageId: 's1', address: 'a@example.org' };
    expect(lastDayBefore(NOW, 3)).toBe('2026-08-08');
    expect(digestDue({ ...mark, last_day: '2026-08-08' }, NOW, 3)).toBe(false);
    expect(digestDue({ ...mark, last_day: '2026-08-07' }, NOW, 3)).toBe(true);
  });

  it('is never due after the family unsubscribed', () => {
    expect(digestDue({ stageId: 's1', address: 'a', unsubscribed_at: '2026-08-01T00:00:00Z' }, NOW, 1)).toBe(
      false,
    );
  });

  it('counts days in Paris: 00:30 in Paris is already the next day', () => {
    const afterMidnight = new Date('2026-08-10T22:30:00Z');
    expect(digestDue({ stageId: 's1', address: 'a', last_day: '2026-08-10' }, afterMidnight, 1)).toBe(true);
  });
});

describe('photosByStay', () => {
  it('groups photos by stay', () => {
    const grouped = photosByStay([photo('a', 'x', { stageId: 's2' }), photo('b', 'x'), photo('c', 'x')]);
    expect([...grouped.entries()].map(([stay, list]) => [stay, list.length])).toEqual([
      ['s1', 2],
      ['s2', 1],
    ]);
  });
});
