/**
 * Saving the visibility of a stay's photos: one request, all or nothing, and families
 * see exactly what was published; the deletion date becomes the record's TTL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { parisDate } from '#shared/paris-date.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord, stayWithTokens } from '../helpers/photo-fixtures.js';
import { call, type TestStack } from '../helpers/test-stack.js';

const readyPhoto = (stack: TestStack, stayId: string): Promise<PhotoRecord> =>
  readyPhotoRecord(stack, stayId, { width: 10, height: 10, bytes: 1000 });

const FUTURE_DAY = '2099-06-30';

describe('photo validation', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let admin: string;
  let family: string;

  beforeAll(async () => {
    ({ stack, stage: stay, admin, family } = await stayWithTokens());
  });

  it('publishes the chosen photos in one request and families see exactly those', async () => {
    // Prepare
    const photos = await Promise.all(Array.from({ length: 12 }, () => readyPhoto(stack, stay.id)));
    const published = new Set(photos.slice(0, 10).map((p) => p.photoId));
    // Act
    const answer = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: {
        photos: photos.map((p) => ({
          id: p.photoId,
          actif: published.has(p.photoId) ? 1 : 0,
          active_par: 'Claire Martin',
          duree_diffusion: FUTURE_DAY,
        })),
      },
    });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: messages.photoAdmin.validationSaved(12), updated: 12 });
    const seen = await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}`, {
      token: family,
    });
    expect(new Set((seen.body as PhotoPage).photos.map((p) => p.id))).toEqual(published);
    const stored = await stack.deps.photos.get(stay.id, photos[0]?.photoId ?? '');
    expect(stored).toMatchObject({
      actif: 1,
      active_par: 'Claire Martin',
      duree_diffusion: FUTURE_DAY,
      expires_at: expiresAtFor(FUTURE_DAY),
    });
  });

  it('changes nothing when one photo of the set no longer exists', async () => {
    // Prepare
    const photos = await Promise.all(Array.from({ length: 3 }, () => readyPhoto(stack, stay.id)));
    const ids = [...photos.map((p) => p.photoId), newId()];
    // Act
    const answer = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: {
        photos: ids.map((id) => ({ id, actif: 1, active_par: 'Claire Martin', duree_diffusion: FUTURE_DAY })),
      },
    });
    // Assess
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: messages.photoAdmin.validationRefused });
    for (const photo of photos) {
      const stored = await stack.deps.photos.get(stay.id, photo.photoId);
      expect(stored?.actif).toBe(0);
      expect(stored?.active_par).toBeUndefined();
      expect(stored?.expires_at).toBeUndefined();
    }
    const missing = await stack.deps.photos.get(stay.id, ids[3] ?? '');
    expect(missing).toBeUndefined();
  });

  it('changes nothing beyond one transaction either (150 photos, the last one gone)', async () => {
    // Prepare
    const other = await stack.createStay();
    const photos = await Promise.all(Array.from({ length: 150 }, () => readyPhoto(stack, other.id)));
    const ids = [...photos.map((p) => p.photoId), newId()];
    // Act
    const answer = await call(stack.app, 'POST', `/api/photos/${other.id}/validation`, {
      token: admin,
      body: {
        photos: ids.map((id) => ({ id, actif: 1, active_par: 'Claire Martin', duree_diffusion: FUTURE_DAY })),
      },
    });
    // Assess
    expect(answer.status).toBe(404);
    const stored = await stack.deps.photos.listByStay(other.id);
    expect(stored.filter((p) => p.actif === 1)).toEqual([]);
  });

  it('publishes more than one transaction holds (150 photos)', async () => {
    // Prepare
    const other = await stack.createStay();
    const photos = await Promise.all(Array.from({ length: 150 }, () => readyPhoto(stack, other.id)));
    // Act
    const answer = await call(stack.app, 'POST', `/api/photos/${other.id}/validation`, {
      token: admin,
      body: {
        photos: photos.map((p) => ({
          id: p.photoId,
          actif: 1,
          active_par: 'Claire Martin',
          duree_diffusion: FUTURE_DAY,
        })),
      },
    });
    // Assess
    expect(answer.status).toBe(200);
    const stored = await stack.deps.photos.listByStay(other.id);
    expect(stored.filter((p) => p.actif === 1)).toHaveLength(150);
  });

  describe('a deletion date that is not to come', () => {
    const yesterday = parisDate(new Date(Date.now() - 86_400_000));
    const tick = (photos: readonly PhotoRecord[], visible: number, day: string | undefined) =>
      photos.map((p, i) => ({
        id: p.photoId,
        actif: i < visible ? 1 : 0,
        active_par: 'Claire Martin',
        ...(i < visible && day ? { duree_diffusion: day } : {}),
      }));

    it('is refused without an explicit confirmation, and nothing changes', async () => {
      // Prepare: 2 of 3 photos ticked, the date set to yesterday, as on /photos-modify.
      const photos = await Promise.all([1, 2, 3].map(() => readyPhoto(stack, stay.id)));
      // Act
      const answer = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
        token: admin,
        body: { photos: tick(photos, 2, yesterday) },
      });
      // Assess
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: messages.photoAdmin.deleteNowRefused(2, yesterday) });
      for (const photo of photos) {
        expect(await stack.deps.photos.get(stay.id, photo.photoId)).toMatchObject({ actif: 0 });
        expect((await stack.deps.photos.get(stay.id, photo.photoId))?.expires_at).toBeUndefined();
      }
    });

    it('once confirmed, deletes only the photos it was given to, never the hidden one', async () => {
      // Prepare: the hidden photo had been given a date to come earlier.
      const photos = await Promise.all([1, 2, 3].map(() => readyPhoto(stack, stay.id)));
      const hidden = photos[2] as PhotoRecord;
      await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
        token: admin,
        body: { photos: [{ id: hidden.photoId, actif: 1, active_par: 'Luc', duree_diffusion: FUTURE_DAY }] },
      });
      // Act
      const answer = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
        token: admin,
        body: { photos: tick(photos, 2, yesterday), supprimer_maintenant: true },
      });
      // Assess
      expect(answer.status).toBe(200);
      for (const photo of photos.slice(0, 2)) {
        expect(await stack.deps.photos.get(stay.id, photo.photoId)).toMatchObject({
          duree_diffusion: yesterday,
          expires_at: expiresAtFor(yesterday),
        });
      }
      expect(await stack.deps.photos.get(stay.id, hidden.photoId)).toMatchObject({
        actif: 0,
        duree_diffusion: FUTURE_DAY,
        expires_at: expiresAtFor(FUTURE_DAY),
      });
    });

    it('refuses a visible photo without a date', async () => {
      const [photo] = await Promise.all([readyPhoto(stack, stay.id)]);
      const answer = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
        token: admin,
        body: { photos: [{ id: photo?.photoId, actif: 1, active_par: 'Claire Martin' }] },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: messages.admin.approvalRequired });
    });
  });

  it('refuses a date that is not a calendar day, and a missing approver', async () => {
    // Prepare
    const photo = await readyPhoto(stack, stay.id);
    // Act
    const badDate = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: { photos: [{ id: photo.photoId, actif: 1, active_par: 'X', duree_diffusion: '2026-02-30' }] },
    });
    const noApprover = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: { photos: [{ id: photo.photoId, actif: 1, active_par: ' ', duree_diffusion: FUTURE_DAY }] },
    });
    // Assess
    expect(badDate.status).toBe(400);
    expect(noApprover.status).toBe(400);
    expect((await stack.deps.photos.get(stay.id, photo.photoId))?.actif).toBe(0);
  });

  it('hides a photo whose deletion date has passed at once', async () => {
    // Prepare
    const photo = await readyPhoto(stack, stay.id);
    // Act
    await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: {
        photos: [{ id: photo.photoId, actif: 1, active_par: 'X', duree_diffusion: '2020-01-01' }],
        supprimer_maintenant: true,
      },
    });
    // Assess
    const seen = await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}`, {
      token: family,
    });
    expect((seen.body as PhotoPage).photos.map((p) => p.id)).not.toContain(photo.photoId);
    const managed = await call(stack.app, 'GET', `/api/doc_stage_formateur_all/${stay.id}`, {
      token: admin,
    });
    expect((managed.body as { id: string }[]).map((p) => p.id)).not.toContain(photo.photoId);
  });
});
