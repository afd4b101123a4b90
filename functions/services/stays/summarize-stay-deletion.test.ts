import { describe, expect, it } from 'vitest';
import { aDirector, aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { summarizeStayDeletion } from './summarize-stay-deletion.js';

describe('summarizeStayDeletion', () => {
  it("counts the stay's photos with their bytes, its families, directors and documents, and nothing of other stays", async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(
      readyPhoto('st-1', 'ph-1', { bytes: 2_500_000, actif: 1 }),
      readyPhoto('st-1', 'ph-2', { bytes: 1_500_000, actif: 0 }),
      pendingPhoto('st-1', 'ph-3'),
      readyPhoto('st-2', 'ph-4', { bytes: 9_000_000 }),
    );
    const stay = aStay({
      id: 'st-1',
      fichiers: [
        { key: 'stages/files/a.pdf', name: 'Programme.pdf' },
        { key: 'stages/files/b.pdf', name: 'Trousseau.pdf' },
      ],
    });
    const deps = {
      photos,
      participants: inMemoryParticipantStore([
        aFamily({ id: 'p1', stageId: 'st-1' }),
        aFamily({ id: 'p2', stageId: 'st-1' }),
        aFamily({ id: 'p3', stageId: 'st-2' }),
      ]),
      directors: inMemoryDirectorStore([
        aDirector({ id: 'd1', stageId: 'st-1' }),
        aDirector({ id: 'd2', stageId: 'st-2' }),
      ]),
    };
    // Act
    const summary = await summarizeStayDeletion(deps, stay);
    // Assess
    // The photo still being processed counts, without a size yet; only the ready one awaits validation.
    expect(summary).toEqual({
      photos: 3,
      bytes: 4_000_000,
      aValider: 1,
      familles: 2,
      directeurs: 1,
      documents: 2,
    });
  });

  it('counts nothing for an empty stay', async () => {
    // Act
    const summary = await summarizeStayDeletion(
      {
        photos: inMemoryPhotoStore(),
        participants: inMemoryParticipantStore(),
        directors: inMemoryDirectorStore(),
      },
      aStay({ id: 'st-1' }),
    );
    // Assess
    expect(summary).toEqual({ photos: 0, bytes: 0, aValider: 0, familles: 0, directeurs: 0, documents: 0 });
  });

  it('takes the family count the stay carries, without reading its families', async () => {
    // Act
    const summary = await summarizeStayDeletion(
      {
        photos: inMemoryPhotoStore(),
        participants: {
          listByStay: () => Promise.reject(new Error('the families were read')),
        },
        directors: inMemoryDirectorStore(),
      },
      aStay({ id: 'st-1', familles: 5_000 }),
    );
    // Assess
    expect(summary.familles).toBe(5_000);
  });
});
