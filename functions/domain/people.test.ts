import { describe, expect, it } from 'vitest';
import {
  byName,
  isAssignable,
  nameOrder,
  nextAdminTokenVersion,
  pageOfItems,
  splitRecipients,
} from './people.js';

describe('splitRecipients', () => {
  it('splits on semicolons (and commas or lines), trims, and keeps each address once whatever its case', () => {
    expect(splitRecipients(' a@x.org; b@x.org ;;A@X.org,\nc@x.org ')).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
    ]);
  });
});

describe('isAssignable', () => {
  it('hides stays that ended before today in Paris, and keeps the one ending today', () => {
    // Prepare: 23:30 UTC on 31 July is already 1 August in Paris.
    const now = new Date('2027-07-31T23:30:00Z');
    // Act / Assess
    expect(isAssignable({ date_fin: '2027-07-31' }, now)).toBe(false);
    expect(isAssignable({ date_fin: '2027-08-01' }, now)).toBe(true);
    expect(isAssignable({ date_fin: '2024-07-10' }, now)).toBe(false);
  });
});

describe('pageOfItems', () => {
  it('cuts one page and says how many there are in all', () => {
    expect(pageOfItems([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, pageSize: 2, total: 5 });
  });
});

describe('nextAdminTokenVersion', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  const account = { username: 'alice', password_hash: 'scrypt$x', created_at: '2026-01-01T00:00:00Z' };

  it('starts a new account from the clock, past any token of a deleted account of that name', () => {
    expect(nextAdminTokenVersion(undefined, now)).toBe(now.getTime());
  });

  it('moves a reset account past the version its tokens carry, even one ahead of the clock', () => {
    const ahead = now.getTime() + 5;
    expect(nextAdminTokenVersion({ ...account, token_version: ahead }, now)).toBe(ahead + 1);
    expect(nextAdminTokenVersion({ ...account, token_version: 3 }, now)).toBe(now.getTime());
  });
});

describe('byName', () => {
  it('sorts by family name then first name, accents in French order', () => {
    const people = [
      { nom: 'Zola', prenom: 'Émile' },
      { nom: 'Émery', prenom: 'Zoé' },
      { nom: 'Émery', prenom: 'Anne' },
      { nom: 'Durand', prenom: 'Léa' },
    ];
    expect([...people].sort(byName).map((p) => `${p.nom} ${p.prenom}`)).toEqual([
      'Durand Léa',
      'Émery Anne',
      'Émery Zoé',
      'Zola Émile',
    ]);
  });
});

describe('nameOrder', () => {
  it('sorts by byte order as a reader sorts names: without case or accents, family name first', () => {
    // Prepare
    const people = [
      { id: '1', nom: 'Royer', prenom: 'Ana' },
      { id: '2', nom: 'Émery', prenom: 'Hugo' },
      { id: '3', nom: 'roy', prenom: 'Zoé' },
      { id: '4', nom: 'Roy', prenom: 'Ève' },
      { id: '5', nom: 'Œuvray', prenom: 'Léo' },
    ];
    // Act
    const sorted = [...people].sort((a, b) => (nameOrder(a) < nameOrder(b) ? -1 : 1));
    // Assess
    expect(sorted.map((person) => person.id)).toEqual(['2', '5', '4', '3', '1']);
  });

  it('stays within the 1,024 bytes of an index key, however long the names', () => {
    // Act
    const key = nameOrder({ id: 'p'.repeat(64), nom: '😀'.repeat(500), prenom: '𝒜'.repeat(500) });
    // Assess
    expect(Buffer.byteLength(key, 'utf8')).toBeLessThanOrEqual(1024);
  });
});
