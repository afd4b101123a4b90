import { describe, expect, it } from 'vitest';
import {
  dueReminders,
  familiesToRemind,
  frenchDay,
  reminderMarkExpiresAt,
  reminderWindow,
} from './expiry-reminder.js';
import type { PhotoRecord } from './photo.js';
import { expiresAtFor } from './photo-expiry.js';

let nextId = 0;
/** A photo the families see, going on `day` (TTL set as the validation sets it). */
const photo = (
  stayId: string,
  day: string | undefined,
  overrides: Partial<PhotoRecord> = {},
): PhotoRecord => {
  nextId += 1;
  return {
    stageId: stayId,
    photoId: `p${String(nextId).padStart(4, '0')}`,
    status: 'prete',
    actif: 1,
    date_depose: '2026-07-01T10:00:00.000Z',
    declared_type: 'image/jpeg',
    declared_size: 1000,
    version: 1,
    ...(day === undefined ? {} : { duree_diffusion: day, expires_at: expiresAtFor(day) }),
    ...overrides,
  };
};

describe('reminderWindow', () => {
  it('runs from the Paris day to N days later', () => {
    // 22:30 UTC on 6 August is already 7 August in Paris (UTC+2).
    expect(reminderWindow(new Date('2026-08-06T22:30:00Z'), 7)).toEqual({
      first: '2026-08-07',
      last: '2026-08-14',
    });
  });

  it('uses the winter offset in winter and crosses a year end', () => {
    // 23:30 UTC on 31 December is 1 January in Paris (UTC+1); 22:30 UTC is still 31 December.
    expect(reminderWindow(new Date('2026-12-31T23:30:00Z'), 7).first).toBe('2027-01-01');
    expect(reminderWindow(new Date('2026-12-31T22:30:00Z'), 3)).toEqual({
      first: '2026-12-31',
      last: '2027-01-03',
    });
  });
});

describe('dueReminders', () => {
  const now = new Date('2026-08-07T08:00:00Z'); // 7 August, 10:00 in Paris

  it('is due exactly N days before the date, not N + 1', () => {
    // Prepare
    const photos = [photo('in', '2026-08-14'), photo('out', '2026-08-15')];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due).toEqual([{ stageId: 'in', deletionDay: '2026-08-14', photoCount: 1 }]);
  });

  it('is still due on the deletion day itself (photos visible until its end), never after', () => {
    // Prepare
    const photos = [photo('today', '2026-08-07'), photo('yesterday', '2026-08-06')];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due.map((d) => d.stageId)).toEqual(['today']);
  });

  it('counts a Paris day boundary by Paris time: 22:30 UTC on the date is already the next day', () => {
    // Prepare: 6 August 22:30 UTC is 7 August 00:30 in Paris, the photos of the 6th are gone.
    const lateEvening = new Date('2026-08-06T22:30:00Z');
    const photos = [photo('gone', '2026-08-06'), photo('edge', '2026-08-14')];
    // Act
    const due = dueReminders(photos, lateEvening, 7);
    // Assess
    expect(due).toEqual([{ stageId: 'edge', deletionDay: '2026-08-14', photoCount: 1 }]);
  });

  it('counts the photos of a stay going the same day once, as one reminder', () => {
    // Prepare
    const photos = [photo('s1', '2026-08-10'), photo('s1', '2026-08-10'), photo('s1', '2026-08-10')];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due).toEqual([{ stageId: 's1', deletionDay: '2026-08-10', photoCount: 3 }]);
  });

  it('gives one reminder per date when a stay has photos going on two days, earliest first', () => {
    // Prepare
    const photos = [photo('s1', '2026-08-12'), photo('s1', '2026-08-09'), photo('s0', '2026-08-12')];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due.map((d) => `${d.stageId} ${d.deletionDay}`)).toEqual([
      's1 2026-08-09',
      's0 2026-08-12',
      's1 2026-08-12',
    ]);
  });

  it('ignores photos the families do not see: not validated, not processed, or without a date', () => {
    // Prepare
    const photos = [
      photo('hidden', '2026-08-10', { actif: 0 }),
      photo('pending', '2026-08-10', { status: 'en_attente' }),
      photo('refused', '2026-08-10', { status: 'refusee' }),
      photo('undated', undefined),
    ];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due).toEqual([]);
  });

  it('follows a moved date: the new date is what is due', () => {
    // Prepare: the administrator moved the date from the 10th to the 13th.
    const photos = [photo('s1', '2026-08-13')];
    // Act
    const due = dueReminders(photos, now, 7);
    // Assess
    expect(due).toEqual([{ stageId: 's1', deletionDay: '2026-08-13', photoCount: 1 }]);
  });

  it('takes the configured number of days', () => {
    // Prepare
    const photos = [photo('s1', '2026-08-09'), photo('s2', '2026-08-10')];
    // Act
    const due = dueReminders(photos, now, 2);
    // Assess
    expect(due.map((d) => d.stageId)).toEqual(['s1']);
  });

  it('with 0 days, reminds only on the deletion day', () => {
    expect(dueReminders([photo('s1', '2026-08-07'), photo('s2', '2026-08-08')], now, 0)).toEqual([
      { stageId: 's1', deletionDay: '2026-08-07', photoCount: 1 },
    ]);
  });
});

describe('familiesToRemind', () => {
  it('keeps each address once, whatever its case or spaces', () => {
    // Act
    const addresses = familiesToRemind(
      ['Parent@Example.org', ' parent@example.org ', 'autre@example.org', 'PARENT@EXAMPLE.ORG'],
      [],
    );
    // Assess
    expect(addresses).toEqual(['Parent@Example.org', 'autre@example.org']);
  });

  it('leaves out the families already reminded for that date, case ignored', () => {
    expect(familiesToRemind(['a@example.org', 'B@example.org'], ['b@example.org'])).toEqual([
      'a@example.org',
    ]);
  });

  it('leaves out participants without an address or with a malformed one', () => {
    expect(familiesToRemind([undefined, '', 'pas-une-adresse', 'ok@example.org'], [])).toEqual([
      'ok@example.org',
    ]);
  });

  it('answers nothing when every family was reminded', () => {
    expect(familiesToRemind(['a@example.org'], ['A@example.org'])).toEqual([]);
  });
});

describe('frenchDay', () => {
  it('writes the day as in a French letter', () => {
    expect(frenchDay('2026-08-14')).toBe('14 août 2026');
    expect(frenchDay('2026-02-03')).toBe('3 février 2026');
  });

  it('writes the first of the month « 1er »', () => {
    expect(frenchDay('2026-12-01')).toBe('1er décembre 2026');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => frenchDay('2026-02-30')).toThrow(RangeError);
    expect(() => frenchDay('14/08/2026')).toThrow(RangeError);
  });
});

describe('reminderMarkExpiresAt', () => {
  it('keeps a mark a week past the end of the deletion day', () => {
    expect(reminderMarkExpiresAt('2026-08-14')).toBe(expiresAtFor('2026-08-14') + 7 * 86_400);
  });
});
