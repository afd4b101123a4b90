import { describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '#functions/domain/people.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { recordingMailQueue } from '#test/memory/mail-queue.js';
import { inMemoryPhotoDigestStore } from '#test/memory/photo-digests.js';
import { inMemoryPhotoStore } from '#test/memory/photos.js';
import { stay } from '#test/memory/stay-lookup.js';
import { type PhotoDigestDeps, sendPhotoDigests } from './send-digests.js';

/** 19:00 in Paris on 10 August 2026. */
const NOW = new Date('2026-08-10T17:00:00Z');
const HOUR = 3_600_000;

const published = (
  stayId: string,
  photoId: string,
  at: Date,
  change: Partial<PhotoRecord> = {},
): PhotoRecord => ({
  stageId: stayId,
  photoId,
  status: 'prete',
  actif: 1,
  date_depose: '2026-08-10T08:00:00.000Z',
  declared_type: 'image/jpeg',
  declared_size: 1000,
  version: 1,
  published_at: at.toISOString(),
  ...change,
});

const setUp = (options: { failFor?: string } = {}) => {
  const photos = inMemoryPhotoStore();
  const digests = inMemoryPhotoDigestStore();
  const families: Record<string, ParticipantRecord[]> = {
    s1: [
      { id: 't1', stageId: 's1', nom: 'A', prenom: 'a', email: 'un@example.org' },
      { id: 't2', stageId: 's1', nom: 'B', prenom: 'b', email: 'Deux@example.org' },
      { id: 't3', stageId: 's1', nom: 'C', prenom: 'c', email: '' },
      { id: 't4', stageId: 's1', nom: 'D', prenom: 'd', email: 'pas-une-adresse' },
    ],
    s2: [{ id: 't5', stageId: 's2', nom: 'E', prenom: 'e', email: 'trois@example.org' }],
  };
  const mail = recordingMailQueue(options.failFor);
  let now = NOW;
  const deps: PhotoDigestDeps = {
    photos,
    digests,
    stays: {
      get: async (id) =>
        id === 'gone' ? undefined : stay(id, { date_debut: '2026-08-01', date_fin: '2026-08-20' }),
    },
    participantDirectory: { listByStay: async (stayId) => families[stayId] ?? [] },
    mail,
    unsubscribeTokens: { issue: async ({ stageId: stayId, address }) => `jeton.${stayId}.${address}` },
    logger: { info: () => undefined, error: () => undefined },
    clock: () => now,
    siteUrl: 'https://photos.example.org',
    everyDays: 1,
  };
  return { deps, queued: mail.queued, photos, digests, setNow: (date: Date) => (now = date) };
};

const seedPublished = (
  photos: ReturnType<typeof inMemoryPhotoStore>,
  stayId: string,
  count: number,
  at: Date,
) => {
  for (let i = 0; i < count; i += 1) photos.seed(published(stayId, `${stayId}-${at.getTime()}-${i}`, at));
};

describe('sendPhotoDigests', () => {
  it('queues one digest per family with an address, counting the photos published that day', async () => {
    // Prepare: 5 photos in the morning, 3 in the afternoon
    const { deps, queued, photos } = setUp();
    seedPublished(photos, 's1', 5, new Date(NOW.getTime() - 8 * HOUR));
    seedPublished(photos, 's1', 3, new Date(NOW.getTime() - 2 * HOUR));
    // Act
    const run = await sendPhotoDigests(deps);
    // Assess
    expect(run).toEqual({ stays: 1, queued: 2 });
    expect(queued.map((mail) => mail.to)).toEqual([['un@example.org'], ['Deux@example.org']]);
    const [first] = queued;
    expect(first).toMatchObject({ kind: 'photo-digest', stageId: 's1' });
    expect(first?.subject).toBe('8 nouvelles photos du Séjour s1');
    expect(first?.text).toContain('8 nouvelles photos du séjour « Séjour s1 »');
    expect(first?.text).toContain('https://photos.example.org/stage-details/s1');
    expect(first?.text).toContain(
      `https://photos.example.org/desabonnement?token=${encodeURIComponent('jeton.s1.un@example.org')}`,
    );
    expect(first?.unsubscribeUrl).toBe(
      `https://photos.example.org/api/desabonnement?token=${encodeURIComponent('jeton.s1.un@example.org')}`,
    );
  });

  it('sends nothing more the same day, and the next day only the photos published since', async () => {
    // Prepare
    const { deps, queued, photos, setNow } = setUp();
    seedPublished(photos, 's1', 2, new Date(NOW.getTime() - HOUR));
    await sendPhotoDigests(deps);
    seedPublished(photos, 's1', 4, new Date(NOW.getTime() + HOUR));
    // Act: again that evening, then the next evening
    const sameDay = await sendPhotoDigests({ ...deps, clock: () => new Date(NOW.getTime() + 2 * HOUR) });
    setNow(new Date(NOW.getTime() + 24 * HOUR));
    const nextDay = await sendPhotoDigests(deps);
    // Assess
    expect(sameDay.queued).toBe(0);
    expect(nextDay.queued).toBe(2);
    expect(queued.slice(2).map((mail) => mail.subject)).toEqual([
      '4 nouvelles photos du Séjour s1',
      '4 nouvelles photos du Séjour s1',
    ]);
  });

  it('sends nothing when no photo is new: nothing published since, or hidden again before the digest', async () => {
    // Prepare
    const { deps, queued, photos, setNow } = setUp();
    seedPublished(photos, 's1', 1, new Date(NOW.getTime() - HOUR));
    await sendPhotoDigests(deps);
    photos.seed(published('s1', 'hidden', new Date(NOW.getTime() + HOUR), { actif: 0 }));
    setNow(new Date(NOW.getTime() + 24 * HOUR));
    // Act
    const run = await sendPhotoDigests(deps);
    // Assess
    expect(run.queued).toBe(0);
    expect(queued).toHaveLength(2);
  });

  it('says "une nouvelle photo" for one, and sends nothing to a family that unsubscribed', async () => {
    // Prepare
    const { deps, queued, photos, digests } = setUp();
    seedPublished(photos, 's1', 1, new Date(NOW.getTime() - HOUR));
    await digests.unsubscribe('s1', 'DEUX@example.org', NOW);
    // Act
    await sendPhotoDigests(deps);
    // Assess
    expect(queued.map((mail) => mail.to[0])).toEqual(['un@example.org']);
    expect(queued[0]?.subject).toBe('Une nouvelle photo du Séjour s1');
  });

  it('waits the configured days between two digests', async () => {
    // Prepare
    const { deps, queued, photos, setNow } = setUp();
    seedPublished(photos, 's1', 1, new Date(NOW.getTime() - HOUR));
    await sendPhotoDigests({ ...deps, everyDays: 2 });
    seedPublished(photos, 's1', 1, new Date(NOW.getTime() + HOUR));
    // Act
    setNow(new Date(NOW.getTime() + 24 * HOUR));
    const tomorrow = await sendPhotoDigests({ ...deps, everyDays: 2 });
    setNow(new Date(NOW.getTime() + 48 * HOUR));
    const afterTomorrow = await sendPhotoDigests({ ...deps, everyDays: 2 });
    // Assess
    expect([tomorrow.queued, afterTomorrow.queued]).toEqual([0, 2]);
    expect(queued).toHaveLength(4);
  });

  it('gives back the claim of a mail that could not be queued, digests the other stays, then fails', async () => {
    // Prepare
    const { deps, queued, photos } = setUp({ failFor: 'un@example.org' });
    seedPublished(photos, 's1', 2, new Date(NOW.getTime() - HOUR));
    seedPublished(photos, 's2', 1, new Date(NOW.getTime() - HOUR));
    // Act
    const failed = await sendPhotoDigests(deps).catch((error: unknown) => error);
    const retry = await sendPhotoDigests({
      ...deps,
      mail: {
        async enqueue(messages) {
          queued.push(...messages);
          return messages.map(() => 'retry');
        },
      },
    });
    // Assess: the first run failed after the other stay was sent; the retry sends only what is left
    expect(failed).toBeInstanceOf(AggregateError);
    expect(queued.map((mail) => mail.to[0])).toEqual([
      'trois@example.org',
      'un@example.org',
      'Deux@example.org',
    ]);
    expect(retry.queued).toBe(2);
  });

  it('skips a stay deleted since its photos were read', async () => {
    const { deps, queued, photos } = setUp();
    photos.seed(published('gone', 'p', new Date(NOW.getTime() - HOUR)));
    expect(await sendPhotoDigests(deps)).toEqual({ stays: 1, queued: 0 });
    expect(queued).toEqual([]);
  });
});
