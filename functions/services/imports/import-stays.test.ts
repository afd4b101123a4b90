import { describe, expect, it } from 'vitest';
import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { importStays } from './import-stays.js';

const KEY = 'imports/sejours/000000000000000000001.csv';
const admin: Principal = { role: 'admin', username: 'alice', tokenVersion: 1, tokenId: 't-1', expiresAt: 0 };
const HEADER = 'nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire';

describe('importStays', () => {
  const prepare = async (lines: readonly string[], stays = inMemoryStayStore()) => {
    const media = inMemoryObjectStorage();
    await media.put(KEY, new TextEncoder().encode([HEADER, ...lines].join('\r\n')), 'text/csv');
    return { media, stays: stays, clock: () => new Date('2027-06-01T08:00:00Z') };
  };

  it('creates every stay of the file in its order, names the importer, and deletes the file', async () => {
    // Prepare
    const deps = await prepare([
      'Colo Océan;La Flotte;06/07/2027;17/07/2027;;1;Dir-2027!;Fam-2027!',
      'Montagne;Névache;19/07/2027;30/07/2027;Service séjours;0;;',
    ]);
    // Act
    const answer = await importStays(deps, { key: KEY }, admin);
    // Assess
    expect(answer).toEqual({ message: messages.admin.csvSuccess, count: 2 });
    const stays = [...deps.stays.records.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(stays.map((stay) => [stay.nom_stage, stay.cree_par, stay.actif, stay.date_debut])).toEqual([
      ['Colo Océan', 'alice', 1, '2027-07-06'],
      ['Montagne', 'Service séjours', 0, '2027-07-19'],
    ]);
    expect(stays[0]).toMatchObject({ mdp_formateur: 'Dir-2027!', mdp_stagiaire: 'Fam-2027!', version: 1 });
    expect(stays[1]?.mdp_stagiaire).toMatch(/^\S{8}$/);
    expect(deps.media.objects.has(KEY)).toBe(false);
  });

  it('creates nothing from a file with an error, and names its line', async () => {
    // Prepare
    const deps = await prepare([
      'Colo Océan;La Flotte;06/07/2027;17/07/2027;;1;;',
      'Montagne;Névache;31/02/2027;30/07/2027;;1;;',
    ]);
    // Act
    const refusal = importStays(deps, { key: KEY }, admin);
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Ligne 3'),
      extra: { details: [expect.objectContaining({ line: 3 })] },
    });
    expect(deps.stays.records.size).toBe(0);
    expect(deps.media.objects.has(KEY)).toBe(false);
  });

  it('refuses a stay that already exists rather than doubling it', async () => {
    // Prepare
    const known = aStay({
      id: 'st-1',
      nom_stage: 'Colo Océan',
      date_debut: '2027-07-06',
      date_fin: '2027-07-17',
    });
    const deps = await prepare(
      ['colo ocean;La Flotte;06/07/2027;17/07/2027;;1;;'],
      inMemoryStayStore([known]),
    );
    // Act
    const refusal = importStays(deps, { key: KEY }, admin);
    // Assess
    await expect(refusal).rejects.toMatchObject({ message: expect.stringContaining('existe déjà') });
    expect(deps.stays.records.size).toBe(1);
  });

  it('undoes the stays it wrote when a later write fails', async () => {
    // Prepare: the store takes the first stay, then fails.
    const deps = await prepare([
      'Colo Océan;La Flotte;06/07/2027;17/07/2027;;1;;',
      'Montagne;Névache;19/07/2027;30/07/2027;;1;;',
    ]);
    let writes = 0;
    const failing = {
      ...deps.stays,
      create: async (stay: Parameters<typeof deps.stays.create>[0]) => {
        if (++writes > 1) throw new Error('DynamoDB unavailable');
        return deps.stays.create(stay);
      },
    };
    // Act
    const failure = importStays({ ...deps, stays: failing }, { key: KEY }, admin);
    // Assess
    await expect(failure).rejects.toThrow('DynamoDB unavailable');
    expect(deps.stays.records.size).toBe(0);
  });

  it('refuses a file that never reached storage', async () => {
    // Prepare
    const deps = { media: inMemoryObjectStorage(), stays: inMemoryStayStore(), clock: () => new Date() };
    // Act
    const refusal = importStays(deps, { key: KEY }, admin);
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.fileMissing,
    });
  });
});
