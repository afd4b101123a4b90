import { describe, expect, it } from 'vitest';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { listManagedPhotos } from './list-managed-photos.js';

const NOW = new Date('2026-08-10T10:00:00Z');

describe('listManagedPhotos', () => {
  it('lists every status but hides what is past its date; only processed photos have URLs', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(
      readyPhoto('stay1', 'p1', {
        active_par: 'Luc',
        duree_diffusion: '2026-09-01',
        expires_at: expiresAtFor('2026-09-01'),
      }),
      pendingPhoto('stay1', 'p2'),
      pendingPhoto('stay1', 'p3', { status: 'refusee', rejection: 'Pas une photo' }),
      readyPhoto('stay1', 'p4', { duree_diffusion: '2026-08-01', expires_at: expiresAtFor('2026-08-01') }),
    );
    // Act
    const listed = await listManagedPhotos({ photos, signer: fakeSigner(NOW), clock: () => NOW }, 'stay1');
    // Assess
    expect(listed.map((photo) => [photo.id, photo.status, photo.thumbUrl !== null])).toEqual([
      ['p1', 'prete', true],
      ['p2', 'en_attente', false],
      ['p3', 'refusee', false],
    ]);
    expect(listed[0]).toMatchObject({ active_par: 'Luc', duree_diffusion: '2026-09-01', rejection: null });
    expect(listed[2]).toMatchObject({
      rejection: 'Pas une photo',
      width: null,
      original_name: 'IMG_0001.jpg',
      sources: null,
      placeholder: null,
    });
  });
});
