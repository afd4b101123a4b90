import { describe, expect, it } from 'vitest';
import { stayTokenVersion } from '#functions/domain/stay.js';
import { photoKeys } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { PHOTOS_PER_STEP } from '../photos/delete-photos.js';
import { applySeasonAction } from './apply-season-action.js';

const at = new Date('2026-09-01T08:00:00Z');

const prepare = async () => {
  const media = inMemoryObjectStorage();
  const photos = inMemoryPhotoStore();
  photos.seed(
    readyPhoto('st-1', 'ph-1', { bytes: 1_000 }),
    readyPhoto('st-1', 'ph-2', { actif: 0, bytes: 2_000 }),
    pendingPhoto('st-1', 'ph-3'),
    readyPhoto('st-2', 'ph-4'),
  );
  for (const [stayId, photoId] of [
    ['st-1', 'ph-1'],
    ['st-1', 'ph-2'],
    ['st-2', 'ph-4'],
  ] as const) {
    for (const key of Object.values(photoKeys(stayId, photoId)))
      await media.put(key, new Uint8Array(1), 'image/jpeg');
  }
  return {
    stays: inMemoryStayStore([
      aStay({ id: 'st-1', actif: 1, version: 3, token_version: 2 }),
      aStay({ id: 'st-2', actif: 1 }),
    ]),
    photos,
    photoObjects: inMemoryPhotoObjects(media),
    photoDeletions: inMemoryPhotoDeletions(),
    media,
    logger: recordingLogger(),
    clock: () => at,
  };
};

describe('applySeasonAction', () => {
  it('switches a stay off and on, each save a new version, a repeat changing nothing', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const off = await applySeasonAction(deps, 'st-1', 'desactiver', { by: 'direction' });
    const offAgain = await applySeasonAction(deps, 'st-1', 'desactiver', { by: 'direction' });
    const afterOff = deps.stays.records.get('st-1');
    await applySeasonAction(deps, 'st-1', 'activer', { by: 'direction' });
    // Assess
    expect(off).toEqual({ message: messages.backOffice.seasons.done.desactiver, done: true, photosLeft: 0 });
    expect(offAgain.done).toBe(true);
    expect(afterOff).toMatchObject({ actif: 0, version: 4 });
    expect(deps.stays.records.get('st-1')).toMatchObject({ actif: 1, version: 5 });
  });

  it('closes a stay, ending its sessions, and reopens it without bringing them back', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    await applySeasonAction(deps, 'st-1', 'fermer', { by: 'direction' });
    const closed = deps.stays.records.get('st-1');
    await applySeasonAction(deps, 'st-1', 'fermer', { by: 'direction' });
    const closedTwice = deps.stays.records.get('st-1');
    await applySeasonAction(deps, 'st-1', 'rouvrir', { by: 'direction' });
    const reopened = deps.stays.records.get('st-1');
    // Assess
    expect(closed?.cloture_le).toBe(at.toISOString());
    expect(closed && stayTokenVersion(closed, 'stagiaire')).toBe(3);
    expect(closedTwice).toBe(closed);
    expect(reopened?.cloture_le).toBeUndefined();
    expect(reopened && stayTokenVersion(reopened, 'formateur')).toBe(3);
    expect(deps.stays.records.get('st-2')?.cloture_le).toBeUndefined();
  });

  it('tries again on the record as it now is when another save overtook it', async () => {
    // Prepare: the first save meets a version moved on meanwhile.
    const deps = await prepare();
    let overtaken = false;
    const stays = {
      ...deps.stays,
      async replace(...args: Parameters<typeof deps.stays.replace>) {
        if (!overtaken) {
          overtaken = true;
          const current = deps.stays.records.get('st-1');
          if (current) deps.stays.records.set('st-1', { ...current, version: current.version + 1 });
          return 'conflict' as const;
        }
        return deps.stays.replace(...args);
      },
    };
    // Act
    await applySeasonAction({ ...deps, stays: stays }, 'st-1', 'fermer', { by: 'direction' });
    // Assess
    expect(deps.stays.records.get('st-1')).toMatchObject({ cloture_le: at.toISOString(), version: 5 });
  });

  it('purges every photo of the stay, validated or not, each logged as a purge by its author', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const answer = await applySeasonAction(deps, 'st-1', 'purger', { by: 'direction' });
    // Assess
    expect(answer).toEqual({ message: messages.backOffice.seasons.done.purger, done: true, photosLeft: 0 });
    expect(await deps.photos.listByStay('st-1')).toEqual([]);
    expect((await deps.photos.listByStay('st-2')).length).toBe(1);
    const log = await deps.photoDeletions.listByStay('st-1');
    expect(log.map((entry) => [entry.photoId, entry.reason, entry.deleted_by]).sort()).toEqual([
      ['ph-1', 'purge', 'direction'],
      ['ph-2', 'purge', 'direction'],
      ['ph-3', 'purge', 'direction'],
    ]);
    expect([...deps.media.objects.keys()].some((key) => key.includes('st-1'))).toBe(false);
    expect(deps.stays.records.get('st-1')).toBeDefined();
  });

  it('stops a large purge at its time and goes on when asked again', async () => {
    // Prepare: each step of photos takes a minute on this clock, the request has a minute and a half.
    const deps = await prepare();
    const count = PHOTOS_PER_STEP * 2 + 10;
    deps.photos.seed(...Array.from({ length: count }, (_, i) => readyPhoto('st-2', `bulk-${i}`)));
    let now = at.getTime();
    const clock = () => new Date(now);
    const media = {
      ...deps.media,
      async delete(keys: readonly string[]) {
        now += 60_000;
        return deps.media.delete(keys);
      },
    };
    const request = () =>
      applySeasonAction({ ...deps, clock, media }, 'st-2', 'purger', {
        by: 'direction',
        until: new Date(now + 90_000),
      });
    // Act
    const first = await request();
    const second = await request();
    // Assess
    const total = count + 1;
    expect(first).toEqual({
      message: messages.backOffice.seasons.done.purgeGoesOn(total - 2 * PHOTOS_PER_STEP),
      done: false,
      photosLeft: total - 2 * PHOTOS_PER_STEP,
    });
    expect(second.done).toBe(true);
    expect(await deps.photos.listByStay('st-2')).toEqual([]);
  });

  it('refuses an unknown stay', async () => {
    // Prepare
    const deps = await prepare();
    // Act
    const refusal = await applySeasonAction(deps, 'st-404', 'fermer', { by: 'direction' }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
