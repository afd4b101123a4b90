import { describe, expect, it } from 'vitest';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { listStayNames } from './list-stay-names.js';

describe('listStayNames', () => {
  const stays = inMemoryStayStore([
    aStay({ id: 'a', nom_stage: 'Colo Océan', date_debut: '2027-07-06' }),
    aStay({ id: 'b', nom_stage: 'Montagne', date_debut: '2027-08-01', actif: 0 }),
    aStay({ id: 'c', nom_stage: 'Océan junior', date_debut: '2027-06-01' }),
  ]);

  it('lists the most recent stays first, one page at a time, switched-off ones included', async () => {
    // Act
    const page = await listStayNames({ stays: stays }, { page: 1, pageSize: 2 });
    // Assess
    expect(page).toEqual({
      items: [
        { id: 'b', nomStage: 'Montagne', dateDebut: '2027-08-01', dateFin: '2027-07-14', actif: 0 },
        { id: 'a', nomStage: 'Colo Océan', dateDebut: '2027-07-06', dateFin: '2027-07-14', actif: 1 },
      ],
      page: 1,
      pageSize: 2,
      total: 3,
    });
  });

  it('keeps the stays the search names, without accents', async () => {
    // Act
    const page = await listStayNames({ stays: stays }, { page: 1, pageSize: 50, q: 'ocean' });
    // Assess
    expect(page.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(page.total).toBe(2);
  });
});
