import { describe, expect, it } from 'vitest';
import { ABANDONED_ARCHIVE_MS, archiveIdFor } from '#functions/domain/archive.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { archiveKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { recordingArchiveQueue } from '#test/memory/archive-queue.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { ServiceError } from '../service-error.js';
import { type ArchiveRequest, type RequestArchiveDeps, requestArchive } from './request-archive.js';

const NOW = new Date('2026-08-07T08:00:00Z');

const stay = { id: 's1', nom_stage: 'Colo des Cimes' } as StayRecord;

const photo = (photoId: string, change: Partial<PhotoRecord> = {}): PhotoRecord => ({
  stageId: stay.id,
  photoId,
  status: 'prete',
  actif: 1,
  date_depose: '2026-07-25T10:00:00.000Z',
  declared_type: 'image/jpeg',
  declared_size: 1000,
  version: 1,
  ...change,
});

/** p1, p3 and p4 seen by families; p2 hidden (administrators only); p5 still being processed. */
const photos = [
  photo('p3'),
  photo('p1'),
  photo('p2', { actif: 0 }),
  photo('p4', { version: 2 }),
  photo('p5', { status: 'en_attente' }),
];

const setUp = (options: { now?: Date; partBytes?: number } = {}) => {
  const store = inMemoryArchiveStore();
  const queue = recordingArchiveQueue();
  const stored = new Set<string>();
  let now = options.now ?? NOW;
  const deps: RequestArchiveDeps = {
    stays: { get: async (id) => (id === stay.id ? stay : undefined) },
    photos: { listByStay: async (stayId) => photos.filter((p) => p.stageId === stayId) },
    archives: {
      store,
      queue,
      storage: { exists: async (key) => stored.has(key) },
      links: { url: async (key) => `https://cdn.example.org/${key}?signature` },
      partBytes: options.partBytes ?? 4_000_000_000,
    },
    clock: () => now,
  };
  return {
    deps,
    store,
    queue,
    stored,
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

const family = (photoIds?: string[]): ArchiveRequest => ({ stageId: stay.id, photoIds, role: 'stagiaire' });

const refusalOf = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('requestArchive', () => {
  it('starts an archive of every photo the family sees, in upload order, named after the stay', async () => {
    // Prepare
    const { deps, store, queue } = setUp();
    // Act
    const status = await requestArchive(deps, family());
    // Assess
    const items = [
      { photoId: 'p1', version: 1 },
      { photoId: 'p3', version: 1 },
      { photoId: 'p4', version: 2 },
    ];
    const archiveId = archiveIdFor(stay.id, items);
    expect(status).toEqual({
      archiveId,
      status: 'en_cours',
      done: 0,
      total: 3,
      fileName: 'Colo_des_Cimes.zip',
      url: null,
      parts: [
        { number: 1, status: 'en_cours', done: 0, total: 3, fileName: 'Colo_des_Cimes.zip', url: null },
      ],
      secondsLeft: null,
      failure: null,
    });
    expect(store.records.get(archiveId)).toMatchObject({
      stageId: stay.id,
      items,
      key: archiveKey(stay.id, archiveId),
      requested_at: NOW.toISOString(),
    });
    expect(queue.jobs).toEqual([archiveId]);
  });

  it('keeps the order the photos were chosen in', async () => {
    // Prepare
    const { deps, store } = setUp();
    // Act
    const { archiveId } = await requestArchive(deps, family(['p4', 'p1']));
    // Assess
    expect(store.records.get(archiveId)?.items.map((item) => item.photoId)).toEqual(['p4', 'p1']);
  });

  it('lets an administrator archive a hidden photo', async () => {
    // Prepare
    const { deps } = setUp();
    // Act
    const status = await requestArchive(deps, { stageId: stay.id, role: 'admin' });
    // Assess
    expect(status.total).toBe(4);
  });

  it('refuses a photo the family does not see, or one unknown, as unavailable', async () => {
    // Prepare
    const { deps, queue } = setUp();
    // Act
    const hidden = await refusalOf(requestArchive(deps, family(['p1', 'p2'])));
    const unknown = await refusalOf(requestArchive(deps, family(['p9'])));
    // Assess
    for (const refusal of [hidden, unknown]) {
      expect(refusal).toBeInstanceOf(ServiceError);
      expect(refusal).toMatchObject({ kind: 'not-found', message: messages.archive.archiveUnknownPhoto });
    }
    expect(queue.jobs).toEqual([]);
  });

  it('refuses a stay without a photo to archive', async () => {
    // Prepare
    const { deps } = setUp();
    const empty = { ...deps, photos: { listByStay: async () => [photo('p2', { actif: 0 })] } };
    // Act
    const refusal = await refusalOf(requestArchive(empty, family()));
    // Assess
    expect(refusal).toMatchObject({ kind: 'invalid', message: messages.stayDetails.noneSelected });
  });

  it('refuses an unknown stay', async () => {
    // Prepare
    const { deps } = setUp();
    // Act
    const refusal = await refusalOf(requestArchive(deps, { stageId: 'st-404', role: 'stagiaire' }));
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });

  it('answers the same selection with the same archive, and its link once ready', async () => {
    // Prepare
    const { deps, store, queue, stored } = setUp();
    const first = await requestArchive(deps, family(['p3', 'p1']));
    // Act: asked again while building, then again once built
    const whileBuilding = await requestArchive(deps, family(['p3', 'p1']));
    await store.partReady(first.archiveId, 0, NOW.toISOString());
    stored.add(archiveKey(stay.id, first.archiveId));
    const onceReady = await requestArchive(deps, family(['p3', 'p1']));
    // Assess
    expect(whileBuilding).toEqual(first);
    expect(onceReady).toMatchObject({ archiveId: first.archiveId, status: 'prete' });
    expect(onceReady.url).toContain(archiveKey(stay.id, first.archiveId));
    expect(queue.jobs).toEqual([first.archiveId]);
  });

  it('starts again an archive whose worker died, or whose zip has expired', async () => {
    // Prepare
    const { deps, store, queue, later } = setUp();
    const first = await requestArchive(deps, family(['p1']));
    later(ABANDONED_ARCHIVE_MS);
    // Act
    const restarted = await requestArchive(deps, family(['p1']));
    await store.partReady(first.archiveId, 0, NOW.toISOString()); // ready, but its zip is not stored
    const rebuilt = await requestArchive(deps, family(['p1']));
    // Assess
    expect(restarted).toMatchObject({ archiveId: first.archiveId, status: 'en_cours', done: 0 });
    expect(rebuilt).toMatchObject({ archiveId: first.archiveId, status: 'en_cours' });
    expect(queue.jobs).toEqual([first.archiveId, first.archiveId, first.archiveId]);
  });

  it('cuts a selection larger than a part into parts, one job each, built in parallel', async () => {
    // Prepare: parts of 3,500 bytes hold two photos of 1,000 bytes with their zip records, not three
    const { deps, store, queue } = setUp({ partBytes: 3500 });
    // Act
    const status = await requestArchive(deps, { stageId: stay.id, role: 'admin' });
    // Assess
    expect(status.parts.map((part) => [part.fileName, part.total])).toEqual([
      ['Colo_des_Cimes (1 sur 2).zip', 2],
      ['Colo_des_Cimes (2 sur 2).zip', 2],
    ]);
    expect(store.records.get(status.archiveId)?.parts?.map((part) => [part.first, part.count])).toEqual([
      [0, 2],
      [2, 2],
    ]);
    expect(queue.parts).toEqual([
      { archiveId: status.archiveId, part: 0 },
      { archiveId: status.archiveId, part: 1 },
    ]);
  });

  it('asked again after a part failed, rebuilds only the parts not built', async () => {
    // Prepare: two parts, the first built and stored, the second failed for good
    const { deps, store, queue, stored } = setUp({ partBytes: 3500 });
    const first = await requestArchive(deps, { stageId: stay.id, role: 'admin' });
    await store.partReady(first.archiveId, 0, NOW.toISOString());
    stored.add(`archives/${stay.id}/${first.archiveId}-1.zip`);
    await store.partFailed(first.archiveId, 1, 'échec', NOW.toISOString());
    // Act
    const again = await requestArchive(deps, { stageId: stay.id, role: 'admin' });
    // Assess
    expect(again).toMatchObject({ status: 'en_cours', failure: null });
    expect(again.parts.map((part) => part.status)).toEqual(['prete', 'en_cours']);
    expect(queue.parts.slice(2)).toEqual([{ archiveId: first.archiveId, part: 1 }]);
  });
});
