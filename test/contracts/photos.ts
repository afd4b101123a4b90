/**
 * What every photos store does, the DynamoDB one and the one in memory alike: the upload's
 * transitions, one photo per content and stay, the forgetting times, the rotation's and the copies'
 * conditions, validations all or nothing and the pages families and trainers read.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { expiresAtFor, pendingExpiresAt } from '#functions/domain/photo-expiry.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import type { NewPhoto, PhotoKey, PhotoStore } from '#functions/ports/stores/photos/photo-store.js';

const SIGNED_AT = '2026-07-08T10:00:00.000Z';

const aPhoto = (stayId: string, photoId: string = newId()): NewPhoto => ({
  stageId: stayId,
  photoId,
  status: 'en_attente',
  actif: 0,
  date_depose: SIGNED_AT,
  declared_type: 'image/jpeg',
  declared_size: 1000,
  original_name: 'IMG_0001.jpg',
  version: 1,
});

const processed = { width: 600, height: 400, bytes: 900, crc32: 1234, copies: 1 };

/** A stay with photos created, made ready or not, in id order (`p0`, `p1`…). */
const stayWith = async (store: PhotoStore, ready: readonly boolean[]): Promise<string> => {
  const stayId = newId();
  for (const [index, isReady] of ready.entries()) {
    await store.createPending(aPhoto(stayId, `p${index}`));
    if (isReady) await store.markReady(stayId, `p${index}`, processed);
  }
  return stayId;
};

export const describePhotoStoreContract = (name: string, makeStore: () => PhotoStore): void => {
  describe(`photos store contract: ${name}`, () => {
    it('records a pending photo with its forgetting time, once per id', async () => {
      const store = makeStore();
      const photo = aPhoto(newId());
      await store.createPending(photo);
      await expect(store.createPending({ ...photo, original_name: 'autre.jpg' })).rejects.toMatchObject({
        name: 'ConditionalCheckFailedException',
      });
      const stored = { ...photo, expires_at: pendingExpiresAt(new Date(SIGNED_AT)) };
      expect(await store.get(photo.stageId, photo.photoId)).toEqual(stored);
      expect(await store.listByStay(photo.stageId)).toEqual([stored]);
      expect(await store.get(photo.stageId, newId())).toBeUndefined();
      const later = new Date('2026-07-09T10:00:00.000Z');
      expect(await store.extendPending(photo.stageId, photo.photoId, later)).toBe(true);
      expect(await store.get(photo.stageId, photo.photoId)).toMatchObject({
        expires_at: pendingExpiresAt(later),
      });
    });

    it('keeps one photo per content and stay, until its holder lets the content go', async () => {
      const store = makeStore();
      const stayId = newId();
      const [first, second] = [aPhoto(stayId), aPhoto(stayId)];
      const sha256 = 'a'.repeat(64);
      expect(await store.createWithHash({ ...first, sha256 })).toEqual({ claimed: true });
      expect(await store.createWithHash({ ...second, sha256 })).toEqual({
        claimed: false,
        photoId: first.photoId,
      });
      expect(await store.createWithHash({ ...aPhoto(newId()), sha256 })).toEqual({ claimed: true });
      await store.release(stayId, sha256, second.photoId);
      expect(await store.createWithHash({ ...second, sha256 })).toEqual({
        claimed: false,
        photoId: first.photoId,
      });
      await store.release(stayId, sha256, first.photoId);
      expect(await store.createWithHash({ ...second, sha256 })).toEqual({ claimed: true });
      expect(await store.get(stayId, second.photoId)).toMatchObject({ sha256, status: 'en_attente' });
    });

    it('processes a pending photo once, dropping its pending forgetting time', async () => {
      const store = makeStore();
      const stayId = newId();
      const [ready, rejected] = [aPhoto(stayId), aPhoto(stayId)];
      await store.createPending(ready);
      await store.createPending(rejected);
      expect(
        await store.markReady(stayId, ready.photoId, { ...processed, placeholder: 'data:', renditions: 2 }),
      ).toBe(true);
      expect(await store.markReady(stayId, ready.photoId, processed)).toBe(false);
      expect(await store.markRejected(stayId, ready.photoId, 'Illisible')).toBe(false);
      expect(await store.extendPending(stayId, ready.photoId, new Date())).toBe(false);
      expect(await store.markRejected(stayId, rejected.photoId, 'Illisible')).toBe(true);
      expect(await store.markReady(stayId, newId(), processed)).toBe(false);
      expect(await store.get(stayId, ready.photoId)).toEqual({
        ...ready,
        ...processed,
        status: 'prete',
        placeholder: 'data:',
        renditions: 2,
      });
      // No forgetting time left: a processed photo stays until a deletion date is set.
      expect(await store.get(stayId, rejected.photoId)).toEqual({
        ...rejected,
        status: 'refusee',
        rejection: 'Illisible',
      });
      expect(await store.markAnnounced(stayId, ready.photoId, SIGNED_AT)).toBe(true);
      expect(await store.markAnnounced(stayId, ready.photoId, SIGNED_AT)).toBe(false);
      expect(await store.markAnnounced(stayId, rejected.photoId, SIGNED_AT)).toBe(false);
    });

    it("rotates, moves and deletes a photo's files only while they are where the caller saw them", async () => {
      const store = makeStore();
      const stayId = newId();
      const photo = aPhoto(stayId);
      await store.createPending(photo);
      await store.markReady(stayId, photo.photoId, { ...processed, placeholder: 'data:', renditions: 2 });
      const at = { stageId: stayId, photoId: photo.photoId };
      const upright = { version: 1, boxes: [{ x: 0.5, y: 0.1, w: 0.2, h: 0.3 }] };
      expect(await store.setFaces({ ...at, version: 1, copies: 1 }, upright)).toBe(true);
      expect(await store.bumpVersion(stayId, photo.photoId, 1, { width: 400, height: 600 }, 2)).toBe(false);
      expect(await store.bumpVersion(stayId, photo.photoId, 1, { width: 400, height: 600 }, 1)).toBe(true);
      expect(await store.bumpVersion(stayId, photo.photoId, 1, { width: 400, height: 600 }, 1)).toBe(false);
      // The rotated photo is another file: its size is new, its checksum and web copies are gone.
      const rotated = await store.get(stayId, photo.photoId);
      expect(rotated).toMatchObject({ version: 2, width: 400, height: 600, copies: 1 });
      expect(rotated).not.toHaveProperty('crc32');
      expect(rotated).not.toHaveProperty('placeholder');
      expect(rotated).not.toHaveProperty('renditions');
      // The turn moved the faces: their boxes go until the faces worker finds them again.
      expect(rotated).not.toHaveProperty('faces');
      expect(
        await store.setWebCopies({ ...at, version: 1, copies: 1 }, { placeholder: 'x', renditions: 3 }),
      ).toBe(false);
      expect(
        await store.setWebCopies({ ...at, version: 2, copies: 1 }, { placeholder: 'x', renditions: 3 }),
      ).toBe(true);
      const faces = { version: 1, boxes: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.4 }] };
      expect(await store.setFaces({ ...at, version: 2, copies: 2 }, faces)).toBe(false);
      expect(await store.setFaces({ ...at, version: 2, copies: 1 }, faces)).toBe(true);
      expect(await store.get(stayId, photo.photoId)).toMatchObject({ faces });
      expect(await store.moveCopies({ ...at, version: 2, copies: 2 }, 3)).toBe(false);
      expect(await store.moveCopies({ ...at, version: 2, copies: 1 }, 2)).toBe(true);
      expect(await store.get(stayId, photo.photoId)).toMatchObject({
        placeholder: 'x',
        renditions: 3,
        copies: 2,
      });
      expect(await store.removeUnchanged({ ...at, status: 'prete', version: 2, copies: 1 })).toBe(false);
      expect(await store.removeUnchanged({ ...at, status: 'prete', version: 2, copies: 2 })).toBe(true);
      expect(await store.get(stayId, photo.photoId)).toBeUndefined();
      await store.remove(stayId, photo.photoId);
    });

    it('validates all or nothing, publishing a photo once and dating its deletion', async () => {
      const store = makeStore();
      const stayId = await stayWith(store, [true, true]);
      const missing = newId();
      const refused = await store.apply(stayId, [
        { photoId: 'p0', actif: 1, active_par: 'admin', publishedAt: SIGNED_AT },
        { photoId: missing, actif: 1, active_par: 'admin' },
      ]);
      expect(refused).toEqual({ ok: false, missing: [missing] });
      expect(await store.get(stayId, 'p0')).toMatchObject({ actif: 0 });
      const published = '2026-07-10T10:00:00.000Z';
      expect(
        await store.apply(stayId, [
          {
            photoId: 'p0',
            actif: 1,
            active_par: 'admin',
            publishedAt: published,
            duree_diffusion: '2026-09-30',
          },
          { photoId: 'p1', actif: 0, active_par: 'formateur' },
        ]),
      ).toEqual({ ok: true });
      await store.apply(stayId, [
        { photoId: 'p0', actif: 1, active_par: 'admin', publishedAt: '2026-07-11T00:00:00Z' },
      ]);
      expect(await store.get(stayId, 'p0')).toMatchObject({
        actif: 1,
        active_par: 'admin',
        published_at: published,
        duree_diffusion: '2026-09-30',
        expires_at: expiresAtFor('2026-09-30'),
      });
      expect(await store.get(stayId, 'p1')).toMatchObject({ actif: 0, active_par: 'formateur' });
      expect(await store.get(stayId, 'p1')).not.toHaveProperty('published_at');
    });

    it('finds, across stays, published photos by deletion day and by first publication', async () => {
      // Prepare: two photos published on two days with two deletion days, a third ready but hidden.
      const store = makeStore();
      const stayId = await stayWith(store, [true, true, true]);
      await store.apply(stayId, [
        {
          photoId: 'p0',
          actif: 1,
          active_par: 'admin',
          duree_diffusion: '2031-03-10',
          publishedAt: '2031-03-01T08:00:00.000Z',
        },
        {
          photoId: 'p1',
          actif: 1,
          active_par: 'admin',
          duree_diffusion: '2031-03-12',
          publishedAt: '2031-03-02T08:00:00.000Z',
        },
        { photoId: 'p2', actif: 0, active_par: 'admin', duree_diffusion: '2031-03-10' },
      ]);
      // Other tests' photos share the table: only this stay's are read.
      const ours = (photos: readonly PhotoRecord[]) =>
        photos.filter((photo) => photo.stageId === stayId).map((photo) => photo.photoId);
      // Act, Assess: both bounds are included
      expect(ours(await store.between('2031-03-10', '2031-03-11'))).toEqual(['p0']);
      expect(ours(await store.between('2031-03-10', '2031-03-12')).sort()).toEqual(['p0', 'p1']);
      expect(ours(await store.publishedSince('2031-03-02T08:00:00.000Z'))).toEqual(['p1']);
    });

    it('lists ready photos without the current web copies, page after page, across stays', async () => {
      // Prepare: p1 has the copies of set 3, p0 none, p2 is still pending.
      const store = makeStore();
      const stayId = await stayWith(store, [true, true, false]);
      const p1 = { stageId: stayId, photoId: 'p1', version: 1, copies: processed.copies };
      expect(await store.setWebCopies(p1, { placeholder: 'aperçu', renditions: 3 })).toBe(true);
      const missing = async (renditions: number): Promise<string[]> => {
        const found: string[] = [];
        let after: PhotoKey | undefined;
        // Bounded, so that a store that never ends its pages fails here instead of hanging.
        for (let pages = 0; pages < 1000; pages += 1) {
          const page = await store.listWithoutWebCopies(renditions, {
            limit: 2,
            ...(after ? { after } : {}),
          });
          found.push(
            ...page.photos.filter((photo) => photo.stageId === stayId).map((photo) => photo.photoId),
          );
          after = page.next;
          if (!after) return found.sort();
        }
        throw new Error('the pages never ended');
      };
      // Act, Assess: copies of an older set count as missing
      expect(await missing(3)).toEqual(['p0']);
      expect(await missing(4)).toEqual(['p0', 'p1']);
    });

    it("counts a stay's photos, their bytes and those awaiting validation, and no other stay's", async () => {
      // Prepare: two processed (one then validated), one still pending; another stay's photo.
      const store = makeStore();
      const stayId = await stayWith(store, [true, true, false]);
      await stayWith(store, [true]);
      await store.setActive(stayId, 'p0', 1);
      // Act
      const counts = await store.countByStay(stayId);
      // Assess
      expect(counts).toEqual({ photos: 3, bytes: 2 * processed.bytes, awaitingValidation: 1 });
    });

    it('pages what families see in upload order, and every photo latest first', async () => {
      const store = makeStore();
      const stayId = await stayWith(store, [true, false, true, true, true]);
      await store.apply(
        stayId,
        ['p0', 'p2', 'p3', 'p4'].map((photoId) => ({
          photoId,
          actif: 1 as const,
          active_par: 'admin',
          ...(photoId === 'p3' ? { duree_diffusion: '2026-07-20' } : {}),
        })),
      );
      const ids = (page: { photos: readonly PhotoRecord[] }) => page.photos.map((photo) => photo.photoId);
      const now = new Date('2026-08-01T10:00:00.000Z');
      const first = await store.visiblePage(stayId, { now, limit: 1 });
      expect(ids(first)).toEqual(['p0']);
      const rest = await store.visiblePage(stayId, { now, limit: 5, cursor: first.next });
      expect([ids(rest), rest.next]).toEqual([['p2', 'p4'], undefined]);
      const latest = await store.latestPage(stayId, { limit: 3 });
      expect(ids(latest)).toEqual(['p4', 'p3', 'p2']);
      const older = await store.latestPage(stayId, { limit: 3, cursor: latest.next });
      expect([ids(older), older.next]).toEqual([['p1', 'p0'], undefined]);
      await expect(store.visiblePage(stayId, { now, limit: 1, cursor: 'pas-un-curseur' })).rejects.toThrow(
        InvalidCursorError,
      );
      // A cursor of another stay's list is not one this list handed out.
      await expect(store.latestPage(newId(), { limit: 1, cursor: latest.next })).rejects.toThrow(
        InvalidCursorError,
      );
    });
  });
};
