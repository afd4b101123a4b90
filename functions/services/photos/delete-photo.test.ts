import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { deletePhoto } from './delete-photo.js';

const world = () => {
  const media = inMemoryObjectStorage();
  const photos = inMemoryPhotoStore();
  const deps = {
    photos,
    photoObjects: inMemoryPhotoObjects(media),
    media,
    photoDeletions: inMemoryPhotoDeletions(),
    logger: recordingLogger(),
    clock: () => new Date('2026-08-01T10:00:00Z'),
  };
  return { deps, photos };
};

describe('deletePhoto', () => {
  it('deletes the photo named by its path', async () => {
    // Prepare
    const { deps, photos } = world();
    photos.seed(readyPhoto('stay1', 'p1'));
    // Act
    const answer = await deletePhoto(deps, { stageId: 'stay1', photoId: 'p1', by: 'admin' });
    // Assess
    expect(answer).toEqual({ message: messages.trainer.deleted(1), deleted: ['p1'], failed: [] });
    expect(await photos.get('stay1', 'p1')).toBeUndefined();
  });

  it('refuses a photo the stay does not hold as not found', async () => {
    // Prepare
    const { deps, photos } = world();
    photos.seed(readyPhoto('other', 'p1'));
    // Act
    const refusal = await deletePhoto(deps, { stageId: 'stay1', photoId: 'p1', by: 'admin' }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.trainer.photoNotFound });
    expect(await photos.get('other', 'p1')).toBeDefined();
  });
});
