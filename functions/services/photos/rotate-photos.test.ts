import { describe, expect, it } from 'vitest';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import type { RotateJob } from '#functions/ports/rotate-queue.js';
import { messages } from '#shared/messages.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { rotatePhotos } from './rotate-photos.js';

const NOW = new Date('2026-08-10T10:00:00Z');

const world = () => {
  const photos = inMemoryPhotoStore();
  photos.seed(
    readyPhoto('stay1', 'p1'),
    readyPhoto('stay1', 'p2', { version: 3 }),
    pendingPhoto('stay1', 'p3'),
    readyPhoto('stay1', 'p4', { duree_diffusion: '2026-08-01', expires_at: expiresAtFor('2026-08-01') }),
  );
  const queued: RotateJob[] = [];
  const rotations = { enqueue: async (jobs: readonly RotateJob[]) => void queued.push(...jobs) };
  return { deps: { photos, rotations, clock: () => NOW }, queued };
};

describe('rotatePhotos', () => {
  it('queues one job per photo with the version it turns, and answers the version to come', async () => {
    // Prepare
    const { deps, queued } = world();
    // Act
    const answer = await rotatePhotos(deps, { stageId: 'stay1', photoIds: ['p2', 'p1'] });
    // Assess
    expect(answer).toEqual({
      message: messages.photoAdmin.rotationQueued(2),
      photos: [
        { id: 'p2', version: 4 },
        { id: 'p1', version: 2 },
      ],
    });
    expect(queued).toEqual([
      { stageId: 'stay1', photoId: 'p2', fromVersion: 3 },
      { stageId: 'stay1', photoId: 'p1', fromVersion: 1 },
    ]);
  });

  it.each([
    ['not processed', 'p3'],
    ['past its date', 'p4'],
    ['unknown', 'p9'],
  ])('turns nothing when one photo is %s', async (_, id) => {
    // Prepare
    const { deps, queued } = world();
    // Act
    const refusal = await rotatePhotos(deps, { stageId: 'stay1', photoIds: ['p1', id] }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.photoAdmin.rotateUnknownPhoto });
    expect(queued).toEqual([]);
  });
});
