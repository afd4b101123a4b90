import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import type { Call } from '#test/memory/calls.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { type DeletePhotosDeps, deletePhotos, PHOTOS_PER_STEP } from './delete-photos.js';

const STAY = 'stay1';
const NOW = new Date('2026-08-01T10:00:00Z');
const JPEG = new Uint8Array([1, 2, 3]);

const world = () => {
  const calls: Call[] = [];
  const media = inMemoryObjectStorage(calls);
  const photos = inMemoryPhotoStore(calls);
  const photoDeletions = inMemoryPhotoDeletions();
  const logger = recordingLogger();
  const deps: DeletePhotosDeps = {
    photos,
    photoObjects: inMemoryPhotoObjects(media),
    media,
    photoDeletions,
    logger,
    clock: () => NOW,
  };
  /** A photo with its three copies stored, at each version up to its own. */
  const stored = async (photo: PhotoRecord): Promise<PhotoRecord> => {
    photos.seed(photo);
    for (let version = 1; version <= photo.version; version += 1) {
      for (const key of Object.values(photoKeys(photo.stageId, photo.photoId, version))) {
        await media.put(key, JPEG, 'image/jpeg');
      }
    }
    return photo;
  };
  return { deps, media, photos, photoDeletions, logger, calls, stored };
};

describe('deletePhotos', () => {
  it('deletes every object of every version and the upload, then logs, then the record, then the hash', async () => {
    // Prepare: a photo turned once (copies of version 1 and 2) and its content hash
    const { deps, media, photos, photoDeletions, calls, stored } = world();
    await stored(
      readyPhoto(STAY, 'p1', {
        version: 2,
        sha256: 'a'.repeat(64),
        active_par: 'Claire',
        duree_diffusion: '2026-09-01',
      }),
    );
    calls.length = 0;
    // Act
    const answer = await deletePhotos(deps, { stageId: STAY, ids: ['p1'], by: 'admin' });
    // Assess
    expect(answer).toEqual({ message: messages.trainer.deleted(1), deleted: ['p1'], failed: [] });
    expect([...media.objects.keys()]).toEqual([]);
    expect(calls.find(([operation]) => operation === 'delete')?.[1]).toEqual(
      expect.arrayContaining([
        uploadKey(STAY, 'p1'),
        photoKeys(STAY, 'p1', 2).thumb,
        photoKeys(STAY, 'p1').thumb,
      ]),
    );
    expect(calls.map(([operation]) => operation)).toEqual(['delete', 'removeUnchanged', 'release']);
    expect(await photos.get(STAY, 'p1')).toBeUndefined();
    expect(photos.hashes.size).toBe(0);
    expect(await photoDeletions.listByStay(STAY)).toEqual([
      {
        stageId: STAY,
        photoId: 'p1',
        deleted_at: NOW.toISOString(),
        duree_diffusion: '2026-09-01',
        active_par: 'Claire',
        reason: 'suppression',
        objects: 6,
        // Who deleted it and what it was, for the proof that outlives the photo.
        deleted_by: 'admin',
        taken_at: '2026-07-01T10:00:00.000Z',
        original_name: 'IMG_0001.jpg',
        bytes: 1000,
      },
    ]);
  });

  it('keeps the record, unlogged, of a photo whose objects storage refused to delete', async () => {
    // Prepare
    const { deps, media, photos, photoDeletions, logger, stored } = world();
    await stored(readyPhoto(STAY, 'kept'));
    await stored(readyPhoto(STAY, 'gone'));
    media.undeletable.add(photoKeys(STAY, 'kept').thumb);
    // Act
    const answer = await deletePhotos(deps, { stageId: STAY, ids: ['kept', 'gone'], by: 'admin' });
    // Assess
    expect(answer).toEqual({
      message: messages.console.someDeletionsFailed,
      deleted: ['gone'],
      failed: [{ id: 'kept', message: messages.trainer.photoFilesNotDeleted }],
    });
    expect(await photos.get(STAY, 'kept')).toBeDefined();
    expect(await photos.get(STAY, 'gone')).toBeUndefined();
    expect((await photoDeletions.listByStay(STAY)).map((entry) => entry.photoId)).toEqual(['gone']);
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'warn', attributes: expect.objectContaining({ kept: ['kept'] }) }),
    ]);
  });

  it("leaves another stay's photo alone and counts nothing for it, nor for a repeated request", async () => {
    // Prepare
    const { deps, photos, stored } = world();
    await stored(readyPhoto('other', 'theirs'));
    await stored(readyPhoto(STAY, 'mine'));
    // Act
    const first = await deletePhotos(deps, { stageId: STAY, ids: ['mine', 'theirs'], by: 'admin' });
    const again = await deletePhotos(deps, { stageId: STAY, ids: ['mine'], by: 'admin' });
    // Assess
    expect(first.deleted).toEqual(['mine']);
    expect(again).toEqual({ message: messages.trainer.deleted(0), deleted: [], failed: [] });
    expect(await photos.get('other', 'theirs')).toBeDefined();
  });

  it('lists and deletes again when the media job finished the photo between listing and removal', async () => {
    // Prepare: a pending photo whose derivatives the media worker writes while the upload is deleted
    const { deps, media, photos, photoDeletions, stored } = world();
    await stored(pendingPhoto(STAY, 'racing'));
    let jobDone = false;
    const racingMedia: DeletePhotosDeps['media'] = {
      async delete(keys) {
        const answer = await media.delete(keys);
        if (!jobDone) {
          jobDone = true;
          for (const key of Object.values(photoKeys(STAY, 'racing')))
            await media.put(key, JPEG, 'image/jpeg');
          await photos.markReady(STAY, 'racing', { width: 4, height: 3, bytes: 3, copies: 1 });
        }
        return answer;
      },
    };
    // Act
    const answer = await deletePhotos(
      { ...deps, media: racingMedia },
      { stageId: STAY, ids: ['racing'], by: 'admin' },
    );
    // Assess
    expect(answer.deleted).toEqual(['racing']);
    expect(await photos.get(STAY, 'racing')).toBeUndefined();
    expect([...media.objects.keys()]).toEqual([]);
    expect((await photoDeletions.listByStay(STAY)).map((entry) => entry.reason)).toEqual(['suppression']);
  });

  it('keeps a photo whose record keeps changing under the deletion, and says so', async () => {
    // Prepare: every removal finds the record moved on (a rotation after each listing)
    const { deps, photos, stored } = world();
    await stored(readyPhoto(STAY, 'spinning'));
    const spinning: DeletePhotosDeps['photos'] = {
      ...photos,
      async removeUnchanged(photo) {
        await photos.bumpVersion(STAY, 'spinning', photo.version, { width: 3, height: 4 }, photo.copies);
        return photos.removeUnchanged(photo);
      },
    };
    // Act
    const answer = await deletePhotos(
      { ...deps, photos: spinning },
      { stageId: STAY, ids: ['spinning'], by: 'admin' },
    );
    // Assess
    expect(answer.failed).toEqual([{ id: 'spinning', message: messages.trainer.photoFilesNotDeleted }]);
    expect(await photos.get(STAY, 'spinning')).toBeDefined();
  });

  it('finishes each step of photos before the next: a process stopped mid-way leaves one step half done', async () => {
    // Prepare: more photos than two steps hold; storage gives out on its second deletion
    const { deps, media, photos, stored } = world();
    const count = PHOTOS_PER_STEP * 2 + 10;
    const ids = Array.from({ length: count }, (_, i) => `p${String(i).padStart(3, '0')}`);
    for (const id of ids) await stored(readyPhoto(STAY, id));
    let deletions = 0;
    const failing = {
      ...media,
      delete: async (keys: readonly string[]) => {
        deletions += 1;
        if (deletions === 2) throw new Error('process stopped');
        return media.delete(keys);
      },
    };
    // Act
    const stopped = await deletePhotos(
      { ...deps, media: failing },
      { stageId: STAY, ids, by: 'admin' },
    ).catch((e: unknown) => e);
    // Assess: the first step is done to its end, the others untouched, with their files
    expect(stopped).toBeInstanceOf(Error);
    const left = (await photos.listByStay(STAY)).map((photo) => photo.photoId);
    expect(left).toEqual(ids.slice(PHOTOS_PER_STEP));
    for (const id of left) expect(media.objects.has(photoKeys(STAY, id).thumb)).toBe(true);
  });
});
