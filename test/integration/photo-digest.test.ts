/**
 * The families' digest of new photos against the emulator: photos published through the
 * administrators' validation route, the daily job run as the scheduler would, the mail worker
 * sending through SES (the raw message read back from the emulator) and the mail log showing it;
 * one-click unsubscription through the public API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailLogEntry } from '#functions/adapters/stores/mail-log.js';
import { photoDigestDeps, unsubscribeTokensOf } from '#functions/composition/photo-digest.js';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createPhotoDigestHandler } from '#functions/workers/photo-digest/handler.js';
import { type RunningEmulator, startEmulator } from '#scripts/emulator/emulator.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { webRoutes } from '#shared/web-routes.js';
import { acceptedPhoto, addFamilies } from '../helpers/family-photos.js';
import { freePort } from '../helpers/free-port.js';
import { call, createTestStack, eventually, SITE_ORIGIN, type TestStack } from '../helpers/test-stack.js';

const DAY_MS = 86_400_000;

/**
 * Every raw message the emulator's SES holds (its model data, as its dashboard reads it). This file
 * has an emulator of its own: the model data stops answering once any test has made a multipart
 * upload, which other files of the suite do.
 */
const sentRawMessages = async (endpoint: string): Promise<{ destinations: string[]; raw_data: string }[]> => {
  const data: unknown = await (await fetch(`${endpoint}/moto-api/data.json`)).json();
  const found: { destinations: string[]; raw_data: string }[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('raw_data' in value && typeof value.raw_data === 'string') {
        found.push(value as { destinations: string[]; raw_data: string });
      } else Object.values(value).forEach(walk);
    }
  };
  walk((data as { ses?: unknown }).ses);
  return found;
};

describe('photo digest', () => {
  let emulator: RunningEmulator;
  let stack: TestStack;
  let mailWorker: RunningPoller;
  let admin: string;

  const readyPhotos = async (stayId: string, count: number): Promise<PhotoRecord[]> => {
    const photos: PhotoRecord[] = [];
    for (let i = 0; i < count; i += 1) photos.push(await acceptedPhoto(stack.deps.photos, stayId));
    return photos;
  };

  /** The administrators' validation route: shown (1) or hidden (0). */
  const validate = async (stayId: string, photos: readonly PhotoRecord[], actif: 0 | 1) => {
    const answer = await call(stack.app, 'POST', `/api/photos/${stayId}/validation`, {
      token: admin,
      body: {
        photos: photos.map((photo) => ({
          id: photo.photoId,
          actif,
          active_par: 'Claire Martin',
          // Publishing needs a deletion date: a month away, as an approver would give it.
          ...(actif === 1
            ? { duree_diffusion: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10) }
            : {}),
        })),
      },
    });
    expect(answer.status).toBe(200);
  };

  const digestsOf = async (stayId: string): Promise<MailLogEntry[]> =>
    (await stack.deps.mailLog.list({ limit: 100, stageId: stayId })).items.filter(
      (entry) => entry.kind === 'photo-digest',
    );

  /** The daily job, as the scheduler runs it, at the given time. */
  const runDigest = (at: Date = new Date()) =>
    createPhotoDigestHandler({ ...photoDigestDeps(stack.coreOf('photo-digest')), clock: () => at })();

  /** One-click unsubscription as a mail client does it (RFC 8058): a form POST to the header's URL. */
  const oneClick = async (url: string) => {
    const { pathname, search } = new URL(url);
    return stack.app.request(`${pathname}${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  };

  let stay: StayRecord;

  beforeAll(async () => {
    emulator = await startEmulator(await freePort());
    stack = await createTestStack(undefined, {}, emulator.endpoint);
    mailWorker = stack.startWorker('mail');
    admin = await stack.deps.tokens.issueAdminToken('admin');
    stay = await stack.createStay({ nom_stage: `Colo des Lacs ${newId().slice(-4)}` });
    await addFamilies(stack.deps.participants, stay.id, [
      'un@example.org',
      'deux@example.org',
      'partie@example.org',
      '',
    ]);
  });

  afterAll(async () => {
    await mailWorker?.stop();
    await emulator?.stop();
  });

  it('sends one digest per family counting 5 then 3 photos of the day, none to the unsubscribed, none for a hidden photo', async () => {
    // Prepare: one family unsubscribed with its link; 5 photos published, then 3 more; a ninth
    // published then hidden again before the digest.
    const link = await unsubscribeTokensOf(stack.coreOf('tooling')).issue({
      stageId: stay.id,
      address: 'partie@example.org',
    });
    const unsubscribed = await oneClick(`${SITE_ORIGIN}/api/desabonnement?token=${encodeURIComponent(link)}`);
    expect(unsubscribed.status).toBe(200);
    const photos = await readyPhotos(stay.id, 9);
    await validate(stay.id, photos.slice(0, 5), 1);
    await validate(stay.id, photos.slice(5, 8), 1);
    await validate(stay.id, photos.slice(8), 1);
    await validate(stay.id, photos.slice(8), 0);

    // Act
    const run = await runDigest();
    const logged = await eventually(
      () => digestsOf(stay.id),
      (entries) => entries.length === 2 && entries.every((entry) => entry.status === 'envoye'),
    );

    // Assess
    expect(run.queued).toBe(2);
    expect(logged.map((entry) => entry.to[0]).sort()).toEqual(['deux@example.org', 'un@example.org']);
    for (const entry of logged) {
      expect(entry.subject).toBe(`8 nouvelles photos du séjour ${stay.nom_stage}`);
      expect(entry.text).toContain(`8 nouvelles photos du séjour « ${stay.nom_stage} »`);
      expect(entry.text).toContain(`${SITE_ORIGIN}${webRoutes.stayDetails(stay.id)}`);
      expect(entry.text).toContain(`${SITE_ORIGIN}${webRoutes.digestUnsubscribe}?token=`);
    }
    // The message SES sent carries the one-click unsubscribe headers, for this family's link. A long
    // header is folded over several lines: unfold it before reading it.
    const raw = (await sentRawMessages(stack.endpoint))
      .find((message) => message.destinations.some((to) => to.includes('un@example.org')))
      ?.raw_data?.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = raw?.match(/^List-Unsubscribe: <([^>]+)>\r?$/m)?.[1] ?? '';
    expect(header.startsWith(`${SITE_ORIGIN}/api/desabonnement?token=`)).toBe(true);

    // Act: the same day, the job runs again; then that family uses the header's one-click link
    const again = await runDigest();
    const clicked = await oneClick(header);

    // Assess
    expect(again.queued).toBe(0);
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toMatchObject({ nom_stage: stay.nom_stage });
  });

  it('sends nothing the next day for the same photos validated again, and one for a photo really new', async () => {
    // Prepare: the same photos validated again
    const tomorrow = new Date(Date.now() + DAY_MS);
    const photos = (await stack.deps.photos.listByStay(stay.id)).filter((photo) => photo.actif === 1);
    expect(photos).toHaveLength(8);
    await validate(stay.id, photos, 1);

    // Act
    const revalidated = await runDigest(tomorrow);

    // Assess
    expect(revalidated.queued).toBe(0);
    expect(await digestsOf(stay.id)).toHaveLength(2);

    // Act: one new photo (un@ has unsubscribed since: only deux@ hears of it)
    await validate(stay.id, await readyPhotos(stay.id, 1), 1);
    const fresh = await runDigest(new Date(Date.now() + DAY_MS));
    const logged = await eventually(
      () => digestsOf(stay.id),
      (entries) => entries.length === 3,
    );

    // Assess
    expect(fresh.queued).toBe(1);
    const latest = logged.find((entry) => entry.subject.startsWith('Une nouvelle photo'));
    expect(latest?.to).toEqual(['deux@example.org']);
  });

  it('refuses a forged or missing unsubscribe link with a French message', async () => {
    const forged = await oneClick(`${SITE_ORIGIN}/api/desabonnement?token=eyJhbGciOiJIUzI1NiJ9.e30.x`);
    const missing = await call(stack.app, 'POST', '/api/desabonnement');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: expect.stringContaining('désabonnement') });
    expect(missing.status).toBe(400);
  });
});
