import { describe, expect, it } from 'vitest';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { listPublicStays } from './list-public-stays.js';

describe('listPublicStays', () => {
  const deps = {
    stays: inMemoryStayStore([
      aStay({ id: 'a', date_debut: '2027-07-01', photo: 'stages/covers/a.jpg' }),
      aStay({ id: 'b', date_debut: '2027-08-01', actif: 0 }),
      aStay({ id: 'c', date_debut: '2027-09-01' }),
    ]),
    signer: fakeSigner(new Date('2027-07-01T08:00:00Z')),
  };

  it('shows families the active stays, most recent first, with a link to the picture and no password', async () => {
    // Act
    const stays = await listPublicStays(deps, undefined);
    // Assess
    expect(stays.map((stay) => stay.id)).toEqual(['c', 'a']);
    expect(stays[1]).toEqual({
      id: 'a',
      nom_stage: 'Séjour a',
      ville: 'Annecy',
      date_debut: '2027-07-01',
      date_fin: '2027-07-14',
      actif: 1,
      photo: 'stages/covers/a.jpg',
      photoUrl: 'https://media.test/stages/covers/a.jpg?get',
    });
    expect(stays[0]).toMatchObject({ photo: null, photoUrl: null });
  });

  it('shows an administrator the switched-off stays too', async () => {
    // Act
    const stays = await listPublicStays(deps, { role: 'admin' });
    // Assess
    expect(stays.map((stay) => stay.id)).toEqual(['c', 'b', 'a']);
  });
});
