import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { createStay } from './create-stay.js';

const request = {
  nom_stage: 'Colo Océan Découverte',
  ville: 'La Flotte',
  cree_par: 'Service séjours',
  actif: 1 as const,
  date_debut: '2027-07-06',
  date_fin: '2027-07-17',
  mdp_formateur: 'Dir-Ocean-1',
  mdp_stagiaire: 'Fam-Ocean-1',
  photo: 'stages/files/photo.jpg',
  fichiers: [{ key: 'stages/files/programme.pdf', name: 'Programme.pdf' }],
};

describe('createStay', () => {
  const prepare = async (uploaded: readonly string[]) => {
    const media = inMemoryObjectStorage();
    for (const key of uploaded) await media.put(key, new Uint8Array(10), 'application/octet-stream');
    return { media, stays: inMemoryStayStore(), clock: () => new Date('2027-06-01T08:00:00Z') };
  };

  it('creates the stay at version 1 with the keys of its uploaded files', async () => {
    // Prepare
    const deps = await prepare(['stages/files/photo.jpg', 'stages/files/programme.pdf']);
    // Act
    const answer = await createStay(deps, request);
    // Assess
    expect(answer).toEqual({ message: messages.admin.created, id: expect.any(String) });
    expect(deps.stays.records.get(answer.id)).toEqual({
      ...request,
      id: answer.id,
      token_version: 1,
      version: 1,
    });
  });

  it('creates nothing when an attachment never reached storage', async () => {
    // Prepare
    const deps = await prepare(['stages/files/photo.jpg']);
    // Act
    const refusal = createStay(deps, request);
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.fileMissing,
    });
    expect(deps.stays.records.size).toBe(0);
  });
});
