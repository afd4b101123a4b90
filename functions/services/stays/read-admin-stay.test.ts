import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryPhotoStore } from '#test/memory/photos.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { readAdminStay } from './read-admin-stay.js';

describe('readAdminStay', () => {
  const nothingInside = () => ({
    photos: inMemoryPhotoStore(),
    participants: inMemoryParticipantStore(),
    directors: inMemoryDirectorStore(),
  });

  it('gives the whole stay with its passwords, and links that open its picture and attachments', async () => {
    // Prepare
    const stay = aStay({
      id: 'st-1',
      photo: 'stages/files/p.jpg',
      fichiers: [{ key: 'stages/files/f.pdf', name: 'Programme.pdf' }],
      version: 3,
    });
    const signer = fakeSigner(new Date('2027-07-01T08:00:00Z'));
    const asked: [string, unknown][] = [];
    const spying = {
      ...signer,
      getUrl: (key: string, options?: { downloadName?: string }) => {
        asked.push([key, options]);
        return signer.getUrl(key, options);
      },
    };
    const deps = { ...nothingInside(), stays: inMemoryStayStore([stay]), signer: spying };
    // Act
    const read = await readAdminStay(deps, stay.id);
    // Assess
    expect(read).toEqual({
      id: stay.id,
      nom_stage: stay.nom_stage,
      ville: stay.ville,
      cree_par: stay.cree_par,
      actif: 1,
      date_debut: stay.date_debut,
      date_fin: stay.date_fin,
      mdp_formateur: stay.mdp_formateur,
      mdp_stagiaire: stay.mdp_stagiaire,
      photo: 'stages/files/p.jpg',
      photoUrl: 'https://media.test/stages/files/p.jpg?get',
      fichiers: [
        {
          key: 'stages/files/f.pdf',
          name: 'Programme.pdf',
          url: 'https://media.test/stages/files/f.pdf?get&as=Programme.pdf',
        },
      ],
      version: 3,
      deletion: { photos: 0, bytes: 0, aValider: 0, familles: 0, directeurs: 0, documents: 1 },
    });
    // An attachment's link saves the file under the name the administrator gave it.
    expect(asked).toContainEqual(['stages/files/f.pdf', { downloadName: 'Programme.pdf' }]);
  });

  it('gives null links for a stay without a picture or attachments', async () => {
    // Act
    const read = await readAdminStay(
      {
        ...nothingInside(),
        stays: inMemoryStayStore([aStay({ id: 'st-1' })]),
        signer: fakeSigner(new Date('2027-07-01T08:00:00Z')),
      },
      aStay({ id: 'st-1' }).id,
    );
    // Assess
    expect(read).toMatchObject({ photo: null, photoUrl: null, fichiers: [] });
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = readAdminStay(
      {
        ...nothingInside(),
        stays: inMemoryStayStore(),
        signer: fakeSigner(new Date('2027-07-01T08:00:00Z')),
      },
      'inconnu',
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
