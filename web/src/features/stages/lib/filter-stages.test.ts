import { describe, expect, it } from 'vitest';
import { filterStages, matchesStageSearch, normalizeForSearch } from './filter-stages';

const montagne = {
  nom_stage: 'Colo Montagne et Randonnée',
  date_debut: '2025-07-06',
  date_fin: '2025-07-19',
};
const ete = { nom_stage: 'ÉTÉ À LA MER', date_debut: '2025-08-02', date_fin: '2025-08-15' };
const stages = [montagne, ete];

describe('normalizeForSearch', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeForSearch('  Été   à la Mer ')).toBe('ete a la mer');
  });
});

describe('matchesStageSearch', () => {
  it('matches the name whatever the case', () => {
    expect(matchesStageSearch(montagne, 'MONTAGNE')).toBe(true);
    expect(matchesStageSearch(montagne, 'colo montagne et randonnée')).toBe(true);
  });

  it('matches the name with or without accents', () => {
    expect(matchesStageSearch(montagne, 'randonnee')).toBe(true);
    expect(matchesStageSearch(ete, 'été')).toBe(true);
    expect(matchesStageSearch(ete, 'ete a la')).toBe(true);
  });

  it('matches the start or the end date as shown', () => {
    expect(matchesStageSearch(montagne, '06/07/2025')).toBe(true);
    expect(matchesStageSearch(montagne, '19/07')).toBe(true);
    expect(matchesStageSearch(ete, '08/2025')).toBe(true);
  });

  it('does not match the stored date format nor dates in between', () => {
    expect(matchesStageSearch(montagne, '2025-07-06')).toBe(false);
    expect(matchesStageSearch(montagne, '10/07/2025')).toBe(false);
  });

  it('matches everything on an empty search', () => {
    expect(matchesStageSearch(montagne, '   ')).toBe(true);
  });
});

describe('filterStages', () => {
  it('keeps the matching stays in their order', () => {
    expect(filterStages(stages, '2025')).toEqual([montagne, ete]);
    expect(filterStages(stages, 'mer')).toEqual([ete]);
    expect(filterStages(stages, 'ski')).toEqual([]);
  });
});
