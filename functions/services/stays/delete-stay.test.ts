import { describe, expect, it } from 'vitest';
import { photoKeys } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import { aDirector, aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { PHOTOS_PER_STEP } from '../photos/delete-photos.js';
import { deleteStay } from './delete-stay.js';

describe('deleteStay', () => {
  const prepare = async () => {
    const stay = aStay({
      id: 'st-1',
      photo: 'stages/files/p.jpg',
      fichiers: [{ key: 'stages/files/f.pdf', name: 'F' }],
    });
    const media = inMemoryObjectStorage();
    const keys = [
      'stages/files/p.jpg',
      'stages/files/f.pdf',
      'stages/files/other.jpg',
      ...Object.values(photoKeys('st-1', 'ph-1')),
      ...Object.values(photoKeys('st-2', 'ph-2')),
    ];
    for (const key of keys) await media.put(key, new Uint8Array(1), 'application/octet-stream');
    const photos = inMemoryPhotoStore();
    photos.seed(readyPhoto('st-1', 'ph-1'), readyPhoto('st-2', 'ph-2'));
    return {
      stays: inMemoryStayStore([stay, aStay({ id: 'st-2' })]),
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
      photoObjects: inMemoryPhotoObjects(media),
      photoDeletions: inMemoryPhotoDeletions(),
      media,
      logger: recordingLogger(),
      clock: () => new Date('2027-08-01T08:00:00Z'),
    };
  };

  it('deletes the stay with its families, directors, photos and files, and nothing of another stay', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const answer = await deleteStay(deps, 'st-1');
    // Assess
    expect(answer).toEqual({ message: messages.admin.stayDeleted, done: true, photosLeft: 0 });
    expect([...deps.stays.records.keys()]).toEqual(['st-2']);
    expect([...deps.participants.records.keys()]).toEqual(['p3']);
    expect([...deps.directors.records.keys()]).toEqual(['d2']);
    expect([...deps.photos.records.values()].map((photo) => photo.photoId)).toEqual(['ph-2']);
    expect([...deps.media.objects.keys()].sort()).toEqual(
      ['stages/files/other.jpg', ...Object.values(photoKeys('st-2', 'ph-2'))].sort(),
    );
    expect([...deps.photoDeletions.entries.keys()]).toEqual(['st-1/ph-1']);
  });

  it('keeps the stay when storage refuses to delete the files of one of its photos', async () => {
    // Prepare
    const deps = await prepare();
    deps.media.undeletable.add(photoKeys('st-1', 'ph-1').display);
    // Act
    const refusal = deleteStay(deps, 'st-1');
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'failed',
      message: messages.console.someDeletionsFailed,
    });
    expect(deps.stays.records.has('st-1')).toBe(true);
    expect(deps.media.objects.has('stages/files/p.jpg')).toBe(true);
  });

  it('refuses an unknown stay and deletes nothing', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const refusal = deleteStay(deps, 'inconnu');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
    expect(deps.participants.records.size).toBe(3);
  });

  it('says the stay is gone when another deletion removed it meanwhile', async () => {
    // Prepare
    const deps = await prepare();
    const stays = { ...deps.stays, remove: async () => false };
    // Act
    const refusal = deleteStay({ ...deps, stays: stays }, 'st-1');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('stops a large stay between steps at its time and goes on where it stopped when asked again', async () => {
    // Prepare: two and a half steps of photos; each step of photos takes a minute on this clock
    const deps = await prepare();
    const count = PHOTOS_PER_STEP * 2 + 50;
    for (let i = 0; i < count; i += 1) deps.photos.seed(readyPhoto('st-1', `big-${i}`));
    const total = count + 1;
    let now = new Date('2027-08-01T08:00:00Z').getTime();
    const clock = () => new Date(now);
    const media = {
      ...deps.media,
      delete: async (keys: readonly string[]) => {
        now += 60_000;
        return deps.media.delete(keys);
      },
    };
    const request = () => deleteStay({ ...deps, clock, media }, 'st-1', { until: new Date(now + 90_000) });
    // Act
    const first = await request();
    // Assess: two steps done (the second started before the limit), the stay and its people kept
    expect(first).toEqual({
      message: messages.admin.stayDeletionGoesOn(total - 2 * PHOTOS_PER_STEP),
      done: false,
      photosLeft: total - 2 * PHOTOS_PER_STEP,
    });
    expect((await deps.photos.listByStay('st-1')).length).toBe(total - 2 * PHOTOS_PER_STEP);
    expect(deps.stays.records.has('st-1')).toBe(true);
    expect(deps.participants.records.has('p1')).toBe(true);
    // Act: the page asks again
    const second = await request();
    // Assess
    expect(second).toEqual({ message: messages.admin.stayDeleted, done: true, photosLeft: 0 });
    expect(await deps.photos.listByStay('st-1')).toEqual([]);
    expect([...deps.stays.records.keys()]).toEqual(['st-2']);
    expect(deps.photoDeletions.entries.size).toBe(total);
  });
});
