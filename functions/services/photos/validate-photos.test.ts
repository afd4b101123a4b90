import { describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '#functions/domain/people.js';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import { messages } from '#shared/messages.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { stay, stayLookup } from '#test/memory/stay-lookup.js';
import { validatePhotos } from './validate-photos.js';

/** 10:00 in Paris on 10 August 2026. */
const NOW = new Date('2026-08-10T08:00:00Z');

const child = (id: string, droit_image?: ParticipantRecord['droit_image']): ParticipantRecord => ({
  id,
  stageId: 'stay1',
  nom: `Nom ${id}`,
  prenom: 'Léa',
  email: `${id}@example.org`,
  ...(droit_image ? { droit_image } : {}),
});

const world = (children: readonly ParticipantRecord[] = []) => {
  const photos = inMemoryPhotoStore();
  photos.seed(readyPhoto('stay1', 'p1'), readyPhoto('stay1', 'p2'));
  const participants = inMemoryParticipantStore(children);
  return { photos, deps: { stays: stayLookup(stay('stay1')), photos, participants, clock: () => NOW } };
};

const shown = (id: string, day?: string) => ({
  id,
  actif: 1 as const,
  active_par: 'Claire',
  duree_diffusion: day,
});

describe('validatePhotos', () => {
  it("saves visibility and approver, and the deletion day's end becomes the TTL", async () => {
    // Prepare
    const { deps, photos } = world();
    // Act
    const answer = await validatePhotos(deps, {
      stageId: 'stay1',
      photos: [shown('p1', '2026-09-01'), { id: 'p2', actif: 0, active_par: 'Claire' }],
    });
    // Assess
    expect(answer).toEqual({ message: messages.photoAdmin.validationSaved(2), updated: 2 });
    expect(await photos.get('stay1', 'p1')).toMatchObject({
      actif: 1,
      active_par: 'Claire',
      duree_diffusion: '2026-09-01',
      expires_at: expiresAtFor('2026-09-01'),
    });
    expect((await photos.get('stay1', 'p2'))?.expires_at).toBeUndefined();
  });

  it('refuses a day not to come without the confirmation, changing nothing, and takes it confirmed', async () => {
    // Prepare
    const { deps, photos } = world();
    const input = { stageId: 'stay1', photos: [shown('p1', '2026-08-10'), shown('p2', '2026-08-09')] };
    // Act
    const refusal = await validatePhotos(deps, input).catch((error: unknown) => error);
    const untouched = await photos.get('stay1', 'p1');
    const confirmed = await validatePhotos(deps, { ...input, supprimer_maintenant: true });
    // Assess
    expect(refusal).toMatchObject({
      kind: 'invalid',
      message: messages.photoAdmin.deleteNowRefused(2, '2026-08-10'),
    });
    expect(untouched).toMatchObject({ actif: 0 });
    expect(untouched?.duree_diffusion).toBeUndefined();
    expect(confirmed.updated).toBe(2);
    expect((await photos.get('stay1', 'p2'))?.expires_at).toBe(expiresAtFor('2026-08-09'));
  });

  it("refuses a stay with a child without droit à l'image until the approver confirms the check", async () => {
    // Prepare
    const { deps, photos } = world([child('a', 'oui'), child('b', 'non'), child('c')]);
    const input = { stageId: 'stay1', photos: [shown('p1', '2026-09-01')] };
    // Act
    const refusal = await validatePhotos(deps, input).catch((error: unknown) => error);
    const unchecked = await validatePhotos(deps, { ...input, droit_image_verifie: false }).catch(
      (error: unknown) => error,
    );
    const untouched = await photos.get('stay1', 'p1');
    const confirmed = await validatePhotos(deps, { ...input, droit_image_verifie: true });
    // Assess
    expect(refusal).toMatchObject({ kind: 'invalid', message: messages.imageConsent.checkRequired });
    expect(unchecked).toMatchObject({ kind: 'invalid', message: messages.imageConsent.checkRequired });
    expect(untouched?.actif).toBe(0);
    expect(confirmed.updated).toBe(1);
    expect((await photos.get('stay1', 'p1'))?.actif).toBe(1);
  });

  it('asks no confirmation when every child has "oui" or nothing said', async () => {
    const { deps } = world([child('a', 'oui'), child('c', 'inconnu'), child('d')]);
    const answer = await validatePhotos(deps, { stageId: 'stay1', photos: [shown('p1', '2026-09-01')] });
    expect(answer.updated).toBe(1);
  });

  it('changes nothing when a photo of the set is not in the stay', async () => {
    // Prepare
    const { deps, photos } = world();
    // Act
    const refusal = await validatePhotos(deps, {
      stageId: 'stay1',
      photos: [shown('p1', '2026-09-01'), shown('gone', '2026-09-01')],
    }).catch((error: unknown) => error);
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.photoAdmin.validationRefused });
    expect((await photos.get('stay1', 'p1'))?.actif).toBe(0);
  });

  it('refuses an unknown stay as not found', async () => {
    const { deps } = world();
    const refusal = await validatePhotos(deps, {
      stageId: 'nowhere',
      photos: [shown('p1', '2026-09-01')],
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });

  it('stamps a photo with its first publication only: hidden or validated again, it keeps that time', async () => {
    // Prepare: p1 published at NOW
    const { deps, photos } = world();
    await validatePhotos(deps, {
      stageId: 'stay1',
      photos: [shown('p1'), { id: 'p2', actif: 0, active_par: 'C' }],
    });
    const later = { ...deps, clock: () => new Date(NOW.getTime() + 3_600_000) };
    // Act: hidden, then validated again an hour later
    await validatePhotos(later, { stageId: 'stay1', photos: [{ id: 'p1', actif: 0, active_par: 'C' }] });
    await validatePhotos(later, { stageId: 'stay1', photos: [shown('p1')] });
    // Assess
    expect((await photos.get('stay1', 'p1'))?.published_at).toBe(NOW.toISOString());
    expect((await photos.get('stay1', 'p2'))?.published_at).toBeUndefined();
  });
});
