import { describe, expect, it } from 'vitest';
import { seasonOf, seasonOfKey } from './season.js';

describe('seasonOf', () => {
  it.each([
    ['2026-07-06', '2026-2-ete', 'Été 2026'],
    ['2026-08-31', '2026-2-ete', 'Été 2026'],
    ['2026-04-12', '2026-1-printemps', 'Printemps 2026'],
    ['2026-06-30', '2026-1-printemps', 'Printemps 2026'],
    ['2026-10-19', '2026-3-automne', 'Automne 2026'],
    ['2026-12-26', '2026-4-hiver', 'Hiver 2026-2027'],
    ['2027-02-14', '2026-4-hiver', 'Hiver 2026-2027'],
    ['2027-03-31', '2026-4-hiver', 'Hiver 2026-2027'],
  ])('puts a stay starting on %s in %s', (start, key, label) => {
    expect(seasonOf(start)).toEqual({ key, label });
  });

  it('sorts seasons in time order by their keys', () => {
    const starts = ['2027-02-01', '2026-07-01', '2026-12-20', '2026-10-20', '2026-04-10', '2027-04-10'];
    const keys = starts.map((start) => seasonOf(start).key);
    expect([...keys].sort()).toEqual([
      '2026-1-printemps',
      '2026-2-ete',
      '2026-3-automne',
      '2026-4-hiver',
      '2026-4-hiver',
      '2027-1-printemps',
    ]);
  });
});

describe('seasonOfKey', () => {
  it('reads back the season of a key', () => {
    expect(seasonOfKey('2026-4-hiver')).toEqual({ key: '2026-4-hiver', label: 'Hiver 2026-2027' });
    expect(seasonOfKey(seasonOf('2026-07-14').key)).toEqual(seasonOf('2026-07-14'));
  });

  it.each(['2026-2-hiver', '2026-ete', 'x026-2-ete', '2026-2-ete ', ''])('refuses %j', (key) => {
    expect(seasonOfKey(key)).toBeUndefined();
  });
});
