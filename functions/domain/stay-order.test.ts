import { describe, expect, it } from 'vitest';
import { aStay } from '#test/fixtures/stay-records.js';
import { byStartDescending } from './stay-order.js';

describe('byStartDescending', () => {
  it('puts the most recent stays first, then orders by name the French way', () => {
    // Prepare
    const stays = [
      aStay({ id: 'a', nom_stage: 'Été', date_debut: '2027-07-01' }),
      aStay({ id: 'b', nom_stage: 'Automne', date_debut: '2027-10-20' }),
      aStay({ id: 'c', nom_stage: 'Eau vive', date_debut: '2027-07-01' }),
    ];
    // Act
    const ids = [...stays].sort(byStartDescending).map((stay) => stay.id);
    // Assess
    expect(ids).toEqual(['b', 'c', 'a']);
  });
});
