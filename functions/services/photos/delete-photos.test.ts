import { describe, expect, it } from 'vitest';
import { photoKeys, uploadKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import { recordingLogger } from '../../../test/fixtures/in-memory.js';
import type { Call } from '../../../test/memory/calls.js';
import { inMemoryObjectStorage } from '../../../test/memory/object-storage.js';
import { inMemoryPhotoStore, readyPhoto } from '../../../test/memory/photos.js';
import type { PhotoRecord } from '../../domain/photo.js';
import { type DeletePhotosDeps, deletePhotos } from './delete-photos.js';

const STAY = 'stay1';
const JPEG = new Uint8Array([1, 2, 3]);

const world = () => {
  const calls: Call[] = [];
  const media = inMemoryObjectStorage(calls);
  const photos = inMemoryPhotoStore(calls);
  const logger = recordingLogger();
  const deps: DeletePhotosDeps = { photos, media, logger };
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
  return { deps, media, photos, logger, calls, stored };
};

describe('deletePhotos', () => {
  it('deletes the objects of the photo and its upload, then the record, then the hash', async () => {
    // Prepare
    const { deps, media, photos, calls, stored } = world();
    await stored(readyPhoto(STAY, 'p1', { sha256: 'a'.repeat(64) }));
    calls.length = 0;
    // Act
    const answer = await deletePhotos(deps, { stageId: STAY, ids: ['p1'] });
    // Assess
    expect(answer).toEqual({ message: messages.trainer.deleted(1), deleted: ['p1'], failed: [] });
    expect([...media.objects.keys()]).toEqual([]);
    expect(calls.find(([operation]) => operation === 'delete')?.[1]).toContain(uploadKey(STAY, 'p1'));
    expect(calls.map(([operation]) => operation)).toEqual(['delete', 'remove', 'release']);
    expect(await photos.get(STAY, 'p1')).toBeUndefined();
    expect(photos.hashes.size).toBe(0);
  });

  it('keeps the record of a photo whose objects storage refused to delete', async () => {
    // Prepare
    const { deps, media, photos, logger, stored } = world();
    await stored(readyPhoto(STAY, 'kept'));
    await stored(readyPhoto(STAY, 'gone'));
    media.undeletable.add(photoKeys(STAY, 'kept').thumb);
    // Act
    const answer = await deletePhotos(deps, { stageId: STAY, ids: ['kept', 'gone'] });
    // Assess
    expect(answer).toEqual({
      message: messages.console.someDeletionsFailed,
      deleted: ['gone'],
      failed: [{ id: 'kept', message: messages.trainer.photoFilesNotDeleted }],
    });
    expect(await photos.get(STAY, 'kept')).toBeDefined();
    expect(await photos.get(STAY, 'gone')).toBeUndefined();
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn' })]);
  });

  it("leaves another stay's photo alone and counts nothing for it, nor for a repeated request", async () => {
    // Prepare
    const { deps, photos, stored } = world();
    await stored(readyPhoto('other', 'theirs'));
    await stored(readyPhoto(STAY, 'mine'));
    // Act
    const first = await deletePhotos(deps, { stageId: STAY, ids: ['mine', 'theirs'] });
    const again = await deletePhotos(deps, { stageId: STAY, ids: ['mine'] });
    // Assess
    expect(first.deleted).toEqual(['mine']);
    expect(again).toEqual({ message: messages.trainer.deleted(0), deleted: [], failed: [] });
    expect(await photos.get('other', 'theirs')).toBeDefined();
  });
});
