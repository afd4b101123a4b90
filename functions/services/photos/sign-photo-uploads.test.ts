import { describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';
import { uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { stay, stayLookup } from '#test/memory/stay-lookup.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signPhotoUploads } from './sign-photo-uploads.js';

const NOW = new Date('2026-07-25T09:00:00Z');
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const file = (name: string, sha: string) => ({
  name,
  type: 'image/jpeg' as const,
  size: 1000,
  sha256: sha.repeat(64),
});

const world = (now = NOW) => {
  const photos = inMemoryPhotoStore();
  const deps = { stays: stayLookup(stay('stay1')), photos, signer: fakeSigner(now), clock: () => now };
  return { deps, photos };
};

describe('signPhotoUploads', () => {
  it('records each new file as a pending photo forgotten after the pending time, and signs its PUT', async () => {
    // Prepare
    const { deps, photos } = world();
    // Act
    const answer = await signPhotoUploads(deps, {
      stageId: 'stay1',
      role: 'formateur',
      files: [file('IMG_1.jpg', 'a'), file('IMG_2.jpg', 'b')],
      formateurNom: 'Martin',
    });
    // Assess
    expect(answer.duplicates).toEqual([]);
    expect(answer.uploads.map((upload) => upload.name)).toEqual(['IMG_1.jpg', 'IMG_2.jpg']);
    const [first] = answer.uploads;
    expect(first?.url).toBe(`https://media.test/${uploadKey('stay1', first?.photoId ?? '')}?put`);
    expect(await photos.get('stay1', first?.photoId ?? '')).toMatchObject({
      status: 'en_attente',
      actif: 0,
      original_name: 'IMG_1.jpg',
      uploaded_by: { nom: 'Martin' },
      expires_at: epoch(NOW) + PENDING_UPLOAD_TTL_SECONDS,
    });
  });

  it('signs nothing for a content the stay holds, and names the photo holding it', async () => {
    // Prepare
    const { deps, photos } = world();
    photos.seed(readyPhoto('stay1', 'held', { sha256: 'c'.repeat(64) }));
    // Act
    const answer = await signPhotoUploads(deps, {
      stageId: 'stay1',
      role: 'formateur',
      files: [file('IMG_3.jpg', 'c'), file('copie.jpg', 'd'), file('copie-2.jpg', 'd')],
    });
    // Assess
    expect(answer.uploads.map((upload) => upload.name)).toEqual(['copie.jpg']);
    expect(answer.duplicates).toEqual([
      { photoId: 'held', name: 'IMG_3.jpg', sha256: 'c'.repeat(64), status: 'prete' },
      {
        photoId: answer.uploads[0]?.photoId,
        name: 'copie-2.jpg',
        sha256: 'd'.repeat(64),
        status: 'en_attente',
      },
    ]);
  });

  it('signs a photo never received again, for the same id, and moves its forgetting time on', async () => {
    // Prepare: signed a day ago, never sent
    const { deps: before, photos } = world(new Date(NOW.getTime() - 86_400_000));
    const first = await signPhotoUploads(before, {
      stageId: 'stay1',
      role: 'formateur',
      files: [file('a.jpg', 'e')],
    });
    const later = { ...before, clock: () => NOW };
    // Act
    const again = await signPhotoUploads(later, {
      stageId: 'stay1',
      role: 'formateur',
      files: [file('a.jpg', 'e')],
    });
    // Assess
    const photoId = first.uploads[0]?.photoId ?? '';
    expect(again.uploads.map((upload) => upload.photoId)).toEqual([photoId]);
    expect((await photos.get('stay1', photoId))?.expires_at).toBe(epoch(NOW) + PENDING_UPLOAD_TTL_SECONDS);
  });

  it('lets only an administrator publish at once', async () => {
    // Prepare
    const { deps, photos } = world();
    const input = { stageId: 'stay1', files: [file('a.jpg', 'f')], actif: 1 as const };
    // Act
    const refusal = await signPhotoUploads(deps, { ...input, role: 'formateur' }).catch(
      (error: unknown) => error,
    );
    const published = await signPhotoUploads(deps, { ...input, role: 'admin' });
    // Assess
    expect(refusal).toMatchObject({ kind: 'forbidden', message: messages.api.forbidden });
    expect(published.uploads).toHaveLength(1);
    // Published at once: the families' digest counts it from now.
    expect(await photos.get('stay1', published.uploads[0]?.photoId ?? '')).toMatchObject({
      actif: 1,
      published_at: NOW.toISOString(),
    });
  });

  it('refuses an unknown stay as not found', async () => {
    const { deps } = world();
    const refusal = await signPhotoUploads(deps, {
      stageId: 'nowhere',
      role: 'formateur',
      files: [file('a.jpg', 'a')],
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
