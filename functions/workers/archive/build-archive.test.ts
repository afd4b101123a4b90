import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { type ArchiveRecord, entryName, planParts } from '#functions/domain/archive.js';
import { archiveCheckpointKey, archivePartKey } from '#shared/media-keys.js';
import { readZipEntries } from '#test/helpers/zip-entries.js';
import { expectReadByAll } from '#test/helpers/zip-readers.js';
import { inMemoryArchiveStorage } from '#test/memory/archive-storage.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { type ArchiveJobDeps, buildArchive, buildArchivePart, HAND_ON_RESERVE_MS } from './build-archive.js';

const ID = 'a'.repeat(32);
const STAY = 's';
const original = (photoId: string) => `photos/${STAY}/${photoId}/original.jpg`;

/** Photos of 100 to 190 bytes, each its own content. */
const photos = Array.from({ length: 10 }, (_, i) =>
  Buffer.from(
    createHash('sha512')
      .update(`p${i}`)
      .digest()
      .toString('hex')
      .repeat(2)
      .slice(0, 100 + 10 * i),
  ),
);

/** Capture times in July 2026, at 10:0i in Paris (UTC+2); uploads a day later. */
const takenAt = (i: number) => `2026-07-08T08:0${i}:00.000Z`;
const uploadedAt = (i: number) => `2026-07-09T18:0${i}:00.000Z`;

/** An archive of the ten photos, cut into parts of `partBytes`. */
const setUp = (partBytes: number) => {
  const planned = planParts(
    photos.map((bytes) => bytes.length),
    partBytes,
  );
  const record: ArchiveRecord = {
    archiveId: ID,
    stageId: STAY,
    items: photos.map((_, i) => ({ photoId: `p${i}`, version: 1 })),
    fileName: 'Colo.zip',
    key: `archives/${STAY}/${ID}.zip`,
    status: 'en_cours',
    done: 0,
    total: photos.length,
    requested_at: '2026-11-23T00:00:00.000Z',
    expires_at: 0,
    parts: planned.map((part) => ({ ...part, status: 'en_cours', done: 0, written: 0 })),
    ready: 0,
  };
  const archives = inMemoryArchiveStore([record]);
  // Even photos: processed with their CRC-32, size and capture time; odd ones before those were kept.
  const photoStore = inMemoryPhotoStore();
  photoStore.seed(
    ...photos.map((bytes, i) =>
      readyPhoto(
        STAY,
        `p${i}`,
        i % 2 === 0
          ? { bytes: bytes.length, crc32: crc32(bytes), taken_at: takenAt(i), date_depose: uploadedAt(i) }
          : { bytes: bytes.length, date_depose: uploadedAt(i) },
      ),
    ),
  );
  const storage = inMemoryArchiveStorage(
    Object.fromEntries(photos.map((bytes, i) => [original(`p${i}`), bytes])),
    // The emulator's way too: S3's minimum chunk lowered to the tiny chunks below.
    { minChunkBytes: 256 },
  );
  const deps: ArchiveJobDeps = {
    archives,
    storage,
    photos: photoStore,
    originalKey: (_stay, photoId) => original(photoId),
    logger: new Logger({ logLevel: 'SILENT' }),
    clock: () => new Date('2026-11-23T10:00:00.000Z'),
    // Tiny chunks, so that a part spans several and a worker stops with some stored.
    chunkBytes: 256,
  };
  return { deps, archives, storage, photoStore, count: planned.length };
};

/** Each part's entries as they unzip: name → content. */
const unzipped = (storage: ReturnType<typeof inMemoryArchiveStorage>, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const zip = storage.objects.get(archivePartKey(STAY, ID, index, count));
    if (!zip) throw new Error(`part ${index} not stored`);
    return readZipEntries(zip).map((entry) => {
      expect(entry.crcMatches).toBe(true);
      return [entry.name, entry.data.toString()] as const;
    });
  });

const unzippedNames = (zip: Buffer | undefined): number => (zip ? readZipEntries(zip).length : 0);

/** The entry name of photo i: its capture time (even ones), else its upload time, and the stay. */
const nameOf = (i: number): string =>
  entryName(i, Date.parse(i % 2 === 0 ? takenAt(i) : uploadedAt(i)) / 1000, 'Colo.zip');

const expected = photos.map((bytes, i) => [nameOf(i), bytes.toString()] as const);

const plenty = () => Number.POSITIVE_INFINITY;

/** What the independent readers must find in the one part of the archive: names, bytes, times. */
const expectedEntries = (skipped: readonly number[] = []) =>
  photos
    .map((data, i) => {
      const instant = Date.parse(i % 2 === 0 ? takenAt(i) : uploadedAt(i)) / 1000;
      const paris = i % 2 === 0 ? `2026-07-08 10:0${i}:00` : `2026-07-09 20:0${i}:00`;
      return { name: nameOf(i), data, time: { unix: instant, paris } };
    })
    .filter((_, i) => !skipped.includes(i));

const partZip = (storage: ReturnType<typeof inMemoryArchiveStorage>): Buffer => {
  const zip = storage.objects.get(archivePartKey(STAY, ID, 0, 1));
  if (!zip) throw new Error('part not stored');
  return zip;
};

// Each zip is also read by three other programs, a JVM among them: seconds, not milliseconds, on a
// busy machine.
describe('buildArchivePart', { timeout: 60_000 }, () => {
  it('builds each part as a valid zip holding its run of the selection, and the archive once all are', async () => {
    // Prepare
    const { deps, archives, storage, count } = setUp(2400);
    // Act
    const outcomes = [];
    for (let part = 0; part < count; part += 1)
      outcomes.push(await buildArchivePart(deps, { archiveId: ID, part }, plenty));
    // Assess
    expect(count).toBe(3);
    expect(unzipped(storage, count).flat()).toEqual(expected);
    expect(outcomes).toEqual([
      { kind: 'built', archive: false },
      { kind: 'built', archive: false },
      { kind: 'built', archive: true },
    ]);
    expect(archives.records.get(ID)).toMatchObject({ status: 'prete', ready: 3 });
  });

  it('hands on before the time limit, between two photos, and the next worker completes the zip', async () => {
    // Prepare: one part; the worker has time for four photos, then less than the reserve
    const { deps, archives, storage } = setUp(4_000_000_000);
    let asked = 0;
    const shortOfTime = () => (asked++ < 4 ? 10 * HAND_ON_RESERVE_MS : HAND_ON_RESERVE_MS - 1);
    // Act
    const first = await buildArchivePart(deps, { archiveId: ID, part: 0 }, shortOfTime);
    const checkpoint = storage.objects.get(archiveCheckpointKey(STAY, ID, 0))?.toString();
    const progress = archives.records.get(ID)?.parts?.[0];
    const sentByFirst = storage.sent.length;
    const second = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess
    expect(first).toEqual({ kind: 'handed-on' });
    expect(JSON.parse(checkpoint ?? '{}')).toMatchObject({ next: 4 });
    expect(progress).toMatchObject({ done: 4, status: 'en_cours' });
    expect(second).toEqual({ kind: 'built', archive: true });
    expect(unzipped(storage, 1).flat()).toEqual(expected);
    // The chunks the first worker stored are not sent again.
    const firstChunks = storage.sent.slice(0, sentByFirst);
    expect(storage.sent.slice(sentByFirst).some((chunk) => firstChunks.includes(chunk))).toBe(false);
  });

  it('hands on at once when given 5 s, and the archive still completes', async () => {
    // Prepare
    const { deps, archives, storage } = setUp(4_000_000_000);
    // Act
    const first = await buildArchivePart(deps, { archiveId: ID, part: 0 }, () => 5000);
    const second = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess
    expect(first).toEqual({ kind: 'handed-on' });
    expect(second).toEqual({ kind: 'built', archive: true });
    expect(unzipped(storage, 1).flat()).toEqual(expected);
    expect(archives.records.get(ID)?.status).toBe('prete');
  });

  it('resumes a worker that died mid-part from its last checkpoint: each photo once, none missing', async () => {
    // Prepare: the worker dies reading the seventh photo, its upload left as it was
    const { deps, storage } = setUp(4_000_000_000);
    let reads = 0;
    const dying: ArchiveJobDeps = {
      ...deps,
      storage: {
        ...storage,
        openRead: async (key) => {
          reads += 1;
          if (reads === 7) throw new Error('Lambda killed');
          return storage.openRead(key);
        },
      },
    };
    // Act
    const died = await buildArchivePart(dying, { archiveId: ID, part: 0 }, plenty).catch(
      (error: unknown) => error,
    );
    const saved = JSON.parse(storage.objects.get(archiveCheckpointKey(STAY, ID, 0))?.toString() ?? '{}');
    const resumed = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess
    expect(died).toMatchObject({ message: 'Lambda killed' });
    expect(saved.chunks.length).toBeGreaterThan(0);
    expect(resumed).toEqual({ kind: 'built', archive: true });
    expect(unzipped(storage, 1).flat()).toEqual(expected);
    await expectReadByAll(partZip(storage), expectedEntries());
  });

  it('starts the part over when a photo whose bytes were already stored is gone', async () => {
    // Prepare: a worker stops after five photos, then the third is deleted
    const { deps, storage } = setUp(4_000_000_000);
    let asked = 0;
    await buildArchivePart(deps, { archiveId: ID, part: 0 }, () =>
      asked++ < 5 ? Number.POSITIVE_INFINITY : 0,
    );
    storage.objects.delete(original('p4'));
    // Act
    const outcome = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess: a valid zip of what still exists
    expect(outcome).toEqual({ kind: 'built', archive: true });
    expect(unzipped(storage, 1).flat()).toEqual(expected.filter(([name]) => name !== nameOf(4)));
    await expectReadByAll(partZip(storage), expectedEntries([4]));
  });

  it('dates each entry at its capture time, else its upload time, for every reader', async () => {
    // Prepare: half the photos have their CRC-32 and capture time recorded, half not
    const { deps, storage } = setUp(4_000_000_000);
    // Act
    const outcome = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess
    expect(outcome).toEqual({ kind: 'built', archive: true });
    await expectReadByAll(partZip(storage), expectedEntries());
  });

  it.each([
    ['CRC-32', { crc32: 1, bytes: 0 }],
    ['size', { crc32: 0, bytes: -1 }],
  ])('writes the true header of a photo whose recorded %s is wrong, reading it whole', async (_, off) => {
    // Prepare: one photo's record is one off from its bytes (an original replaced by hand)
    const { deps, photoStore, storage } = setUp(4_000_000_000);
    const record = photoStore.records.get(`${STAY}/p2`);
    if (record)
      photoStore.seed({
        ...record,
        crc32: (record.crc32 ?? 0) + off.crc32,
        bytes: (record.bytes ?? 0) + off.bytes,
      });
    // Act
    const outcome = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess: every reader checks each entry's CRC-32 and size against its bytes
    expect(outcome).toEqual({ kind: 'built', archive: true });
    await expectReadByAll(partZip(storage), expectedEntries());
  });

  it('starts over a part whose recorded upload is gone (completed before, or purged)', async () => {
    // Prepare: a part built, then asked again after its zip expired; its checkpoint names the old upload
    const { deps, archives, storage } = setUp(4_000_000_000);
    await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    storage.objects.delete(archivePartKey(STAY, ID, 0, 1));
    const record = archives.records.get(ID);
    if (record)
      await archives.start({
        ...record,
        status: 'en_cours',
        ready: 0,
        parts: record.parts?.map((part) => ({ ...part, status: 'en_cours' })),
      });
    // Act
    const outcome = await buildArchivePart(deps, { archiveId: ID, part: 0 }, plenty);
    // Assess
    expect(outcome).toEqual({ kind: 'built', archive: true });
    expect(unzipped(storage, 1).flat()).toEqual(expected);
  });

  it('builds a part once when its job is delivered twice', async () => {
    // Prepare
    const { deps, storage } = setUp(2400);
    await buildArchivePart(deps, { archiveId: ID, part: 1 }, plenty);
    const sent = storage.sent.length;
    // Act
    const again = await buildArchivePart(deps, { archiveId: ID, part: 1 }, plenty);
    // Assess
    expect(again).toEqual({ kind: 'already-built' });
    expect(storage.sent.length).toBe(sent);
  });

  it('builds every part in turn for a single worker', async () => {
    // Prepare
    const { deps, storage, count } = setUp(2400);
    // Act
    const outcome = await buildArchive(deps, ID);
    // Assess
    expect(outcome).toBe('built');
    expect(unzipped(storage, count).flat()).toEqual(expected);
    const zips = Array.from({ length: count }, (_, index) =>
      storage.objects.get(archivePartKey(STAY, ID, index, count)),
    );
    const all = expectedEntries();
    let first = 0;
    for (const zip of zips) {
      const inPart = unzippedNames(zip);
      await expectReadByAll(zip ?? Buffer.alloc(0), all.slice(first, first + inPart));
      first += inPart;
    }
    expect(first).toBe(photos.length);
  });
});
