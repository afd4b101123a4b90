import { describe, expect, it } from 'vitest';
import { filterStays, matchesStaySearch, normalizeForSearch } from './filter-stays';

const montagne = {
  nom_stage: 'Colo Montagne et Randonnée',
  date_debut: '2025-07-06',
  date_fin: '2025-07-19',
};
const ete = { nom_stage: 'ÉTÉ À LA MER', date_debut: '2025-08-02', date_fin: '2025-08-15' };
const stays = [montagne, ete];

describe('normalizeForSearch', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeForSearch('  Été   à la Mer ')).toBe('ete a la mer');
  });
});

describe('matchesStageSearch', () => {
  it('matches the name whatever the case', () => {
    expect(matchesStaySearch(montagne, 'MONTAGNE')).toBe(true);
    expect(matchesStaySearch(montagne, 'colo montagne et randonnée')).toBe(true);
  });

  it('matches the name with or without accents', () => {
    expect(matchesStaySearch(montagne, 'randonnee')).toBe(true);
    expect(matchesStaySearch(ete, 'été')).toBe(true);
    expect(matchesStaySearch(ete, 'ete a la')).toBe(true);
  });

  it('matches the start or the end date as shown', () => {
    expect(matchesStaySearch(montagne, '06/07/2025')).toBe(true);
    expect(matchesStaySearch(montagne, '19/07')).toBe(true);
    expect(matchesStaySearch(ete, '08/2025')).toBe(true);
  });

  it('does not match the stored date format nor dates in between', () => {
    expect(matchesStaySearch(montagne, '2025-07-06')).toBe(false);
    expect(matchesStaySearch(montagne, '10/07/2025')).toBe(false);
  });

  it('matches everything on an empty search', () => {
    expect(matchesStaySearch(montagne, '   ')).toBe(true);
  });
});

describe('filterStages', () => {
  it('keeps the matching stays in their order', () => {
    expect(filterStays(stays, '2025')).toEqual([montagne, ete]);
    expect(filterStays(stays, 'mer')).toEqual([ete]);
    expect(filterStays(stays, 'ski')).toEqual([]);
  });
});
