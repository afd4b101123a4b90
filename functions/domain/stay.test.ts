import { describe, expect, it } from 'vitest';
import { aStay } from '#test/fixtures/stay-records.js';
import {
  closedStay,
  reopenedStay,
  type StayRecord,
  shouldArchive,
  stayMatches,
  stayRecordSchema,
  stayTokenVersion,
} from './stay.js';

describe('stay record schema', () => {
  it('keeps every field of a stay, attachments included', () => {
    // Prepare
    const stay = aStay({
      id: 'st-1',
      photo: 'stages/files/a.jpg',
      fichiers: [{ key: 'stages/files/b.pdf', name: 'B' }],
    });
    // Act
    const parsed = stayRecordSchema.parse(stay);
    // Assess
    expect(parsed).toEqual(stay);
  });

  it('refuses an item without passwords or with a state other than 0 or 1', () => {
    // Prepare
    const { mdp_stagiaire: _, ...withoutPassword } = aStay({ id: 'st-1' });
    // Act
    const missing = stayRecordSchema.safeParse(withoutPassword);
    const badState = stayRecordSchema.safeParse({ ...aStay({ id: 'st-1' }), actif: 2 });
    // Assess
    expect(missing.success).toBe(false);
    expect(badState.success).toBe(false);
  });
});

describe('shouldArchive', () => {
  it('switches off an active stay that ended more than a year ago, and only that', () => {
    // Prepare
    const now = new Date('2027-09-01T10:00:00Z');
    // Act
    const old = shouldArchive({ actif: 1, date_fin: '2026-08-31' }, now);
    const recent = shouldArchive({ actif: 1, date_fin: '2026-09-01' }, now);
    const alreadyOff = shouldArchive({ actif: 0, date_fin: '2020-01-01' }, now);
    // Assess
    expect([old, recent, alreadyOff]).toEqual([true, false, false]);
  });
});

describe('stayMatches', () => {
  it('finds a stay by name, town or date, without case or accents', () => {
    // Prepare
    const stay = aStay({
      id: 'st-1',
      nom_stage: 'Colo Océan Découverte',
      ville: 'Île de Ré',
      date_debut: '2027-07-06',
    });
    // Act
    const found = ['ocean decouverte', 'ILE DE', '2027-07-06', undefined, ''].map((q) =>
      stayMatches(stay, q),
    );
    const missed = stayMatches(stay, 'montagne');
    // Assess
    expect(found).toEqual([true, true, true, true, true]);
    expect(missed).toBe(false);
  });
});

describe('closing a stay', () => {
  const open = {
    token_version: 3,
    role_token_versions: { stagiaire: 5, formateur: 4 },
    version: 7,
  } as StayRecord;

  it('ends the sessions of both roles and marks when it closed', () => {
    // Act
    const closed = closedStay(open, new Date('2026-09-01T08:00:00Z'));
    // Assess
    expect(stayTokenVersion(closed, 'stagiaire')).toBe(6);
    expect(stayTokenVersion(closed, 'formateur')).toBe(6);
    expect(closed.cloture_le).toBe('2026-09-01T08:00:00.000Z');
    expect(closed.version).toBe(7);
  });

  it('opens again without bringing the ended sessions back', () => {
    // Act
    const reopened = reopenedStay(closedStay(open, new Date('2026-09-01T08:00:00Z')));
    // Assess
    expect(reopened.cloture_le).toBeUndefined();
    expect(stayTokenVersion(reopened, 'stagiaire')).toBe(6);
  });
});
