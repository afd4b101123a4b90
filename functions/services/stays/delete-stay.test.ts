import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  inMemoryObjectStorage,
  inMemoryPhotoRepository,
  pendingPhoto,
} from '../../../test/fixtures/in-memory.js';
import { aDirector, aFamily } from '../../../test/fixtures/people.js';
import { aStay } from '../../../test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '../../../test/memory/directors.js';
import { inMemoryParticipantStore } from '../../../test/memory/participants.js';
import { inMemoryStayStore } from '../../../test/memory/stays.js';
import { deleteStay } from './delete-stay.js';

describe('deleteStay', () => {
  const prepare = async () => {
    const stay = aStay({
      id: 'st-1',
      photo: 'stages/files/p.jpg',
      fichiers: [{ key: 'stages/files/f.pdf', name: 'F' }],
    });
    const other = aStay({ id: 'st-2' });
    const media = inMemoryObjectStorage();
    await media.put('stages/files/p.jpg', new Uint8Array(1), 'image/jpeg');
    await media.put('stages/files/f.pdf', new Uint8Array(1), 'application/pdf');
    await media.put('stages/files/other.jpg', new Uint8Array(1), 'image/jpeg');
    const photos = inMemoryPhotoRepository();
    await photos.createPending(pendingPhoto('st-1', 'ph-1'));
    await photos.createPending(pendingPhoto('st-2', 'ph-2'));
    return {
      stages: inMemoryStayStore([stay, other]),
      participants: inMemoryParticipantStore([
        aFamily({ id: 'p1', stageId: 'st-1' }),
        aFamily({ id: 'p2', stageId: 'st-1' }),
        aFamily({ id: 'p3', stageId: 'st-2' }),
      ]),
      directors: inMemoryDirectorStore([
        aDirector({ id: 'd1', stageId: 'st-1' }),
        aDirector({ id: 'd2', stageId: 'st-2' }),
      ]),
      photos,
      media,
    };
  };

  it('deletes the stay with its families, directors, photo records and files, and nothing of another stay', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const answer = await deleteStay(deps, 'st-1');
    // Assess
    expect(answer).toEqual({ message: messages.admin.stageDeleted });
    expect([...deps.stages.records.keys()]).toEqual(['st-2']);
    expect([...deps.participants.records.keys()]).toEqual(['p3']);
    expect([...deps.directors.records.keys()]).toEqual(['d2']);
    expect([...deps.photos.records.values()].map((photo) => photo.photoId)).toEqual(['ph-2']);
    expect([...deps.media.objects.keys()]).toEqual(['stages/files/other.jpg']);
  });

  it('refuses an unknown stay and deletes nothing', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const refusal = deleteStay(deps, 'inconnu');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stageNotFound });
    expect(deps.participants.records.size).toBe(3);
  });

  it('says the stay is gone when another deletion removed it meanwhile', async () => {
    // Prepare
    const deps = await prepare();
    const stages = { ...deps.stages, remove: async () => false };
    // Act
    const refusal = deleteStay({ ...deps, stages }, 'st-1');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found' });
  });
});
