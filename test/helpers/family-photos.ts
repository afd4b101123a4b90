/**
 * What the reminder and digest tests build before their mails: photos the media worker accepted,
 * published through the administrators' route, and the stay's families.
 */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ParticipantRecord } from '#functions/domain/people.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { call } from './test-stack.js';

/** A 1×1 JPEG record the media worker accepted, not yet published; no file is stored. */
export const acceptedPhoto = async (photos: PhotoStore, stayId: string): Promise<PhotoRecord> => {
  const photo: PhotoRecord = {
    stageId: stayId,
    photoId: newId(),
    status: 'en_attente',
    actif: 0,
    date_depose: new Date().toISOString(),
    declared_type: 'image/jpeg',
    declared_size: 3,
    version: 1,
  };
  await photos.createPending(photo);
  await photos.markReady(stayId, photo.photoId, { width: 1, height: 1, bytes: 3, copies: 1 });
  return photo;
};

/**
 * Publishes the photos until `day` through the administrators' validation route (`app`, with the
 * administrator's token); a day already gone is confirmed, as the page would.
 */
export const publishUntil = async (
  app: Hono,
  adminToken: string,
  stayId: string,
  photos: readonly PhotoRecord[],
  day: string,
): Promise<void> => {
  const answer = await call(app, 'POST', `/api/photos/${stayId}/validation`, {
    token: adminToken,
    body: {
      photos: photos.map((photo) => ({
        id: photo.photoId,
        actif: 1,
        active_par: 'Claire Martin',
        duree_diffusion: day,
      })),
      supprimer_maintenant: true,
    },
  });
  expect(answer.status).toBe(200);
};

/** One family a participant of the stay per address (an empty one: a family without an address). */
export const addFamilies = (
  participants: ParticipantStore,
  stayId: string,
  addresses: readonly string[],
): Promise<void> =>
  participants.putMany(
    addresses.map(
      (email, index): ParticipantRecord => ({
        id: newId(),
        stageId: stayId,
        nom: `Famille ${index}`,
        prenom: 'Enfant',
        email,
      }),
    ),
  );
