import { describe, expect, it } from 'vitest';
import { photoFileName } from '#shared/photo-file-name.js';
import {
  ABANDONED_ARCHIVE_MS,
  archiveFileName,
  archiveIdFor,
  attachmentDisposition,
  entryName,
  entryOverhead,
  isStillBuilding,
  mayArchive,
  partFileName,
  planParts,
  secondsLeft,
  ZIP_END_BYTES,
} from './archive.js';
import type { PhotoRecord } from './photo.js';

describe('archive naming', () => {
  it('names entries by the photo’s Paris time, the stay and the place in the selection', () => {
    const time = Date.parse('2026-07-08T12:32:00Z') / 1000;
    expect([0, 1, 9].map((index) => entryName(index, time, 'Colo_Vercors.zip'))).toEqual([
      '2026-07-08 14h32 Colo Vercors 001.jpg',
      '2026-07-08 14h32 Colo Vercors 002.jpg',
      '2026-07-08 14h32 Colo Vercors 010.jpg',
    ]);
    expect(entryName(0, time, 'photos.zip')).toBe('2026-07-08 14h32 001.jpg');
  });

  it('names an entry as the photo saved alone is named (download, share sheet)', () => {
    const time = Date.parse('2026-07-08T12:32:00Z') / 1000;
    for (const stay of ['Colo Vercors', ' Cap/Sud: "été" ', 'Colo_Mer  2026', 'Cre\u0301pes…', '...Ski']) {
      expect(entryName(4, time, archiveFileName(stay))).toBe(photoFileName(time, stay, 4));
    }
  });

  it('plans every entry with room for the longest name it can get', () => {
    const time = Date.parse('2026-07-08T12:32:00Z') / 1000;
    const name = entryName(999, time, `${'é'.repeat(60)}.zip`);
    expect(30 + 9 + 46 + 9 + 2 * Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(entryOverhead(999));
  });

  it('names the archive after the stay, spaces replaced by underscores', () => {
    expect(archiveFileName('Colo Montagne et Randonnée')).toBe('Colo_Montagne_et_Randonnée.zip');
  });

  it('names it photos.zip without a stay name', () => {
    expect(archiveFileName(undefined)).toBe('photos.zip');
    expect(archiveFileName('   ')).toBe('photos.zip');
  });

  it('keeps path tricks and forbidden characters out of the name', () => {
    expect(archiveFileName('../Été: "2026"/x')).toBe('_Été___2026__x.zip');
  });

  it('gives the browser an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Séjour_été.zip')).toBe(
      `attachment; filename="Sejour_ete.zip"; filename*=UTF-8''S%C3%A9jour_%C3%A9t%C3%A9.zip`,
    );
  });
});

describe('archive identity', () => {
  const items = [
    { photoId: 'a', version: 1 },
    { photoId: 'b', version: 1 },
  ];

  it('is the same for the same selection', () => {
    expect(archiveIdFor('s1', items)).toBe(archiveIdFor('s1', [...items]));
  });

  it('changes with the order, a version or the stay', () => {
    const id = archiveIdFor('s1', items);
    expect(archiveIdFor('s1', [...items].reverse())).not.toBe(id);
    expect(
      archiveIdFor('s1', [
        { photoId: 'a', version: 1 },
        { photoId: 'b', version: 2 },
      ]),
    ).not.toBe(id);
    expect(archiveIdFor('s2', items)).not.toBe(id);
  });
});

describe('who may archive a photo', () => {
  const NOW = new Date('2026-08-07T08:00:00Z');
  const photo = (change: Partial<PhotoRecord>): PhotoRecord => ({
    stageId: 's1',
    photoId: 'p1',
    status: 'prete',
    actif: 1,
    date_depose: '2026-07-25T10:00:00.000Z',
    declared_type: 'image/jpeg',
    declared_size: 1000,
    version: 1,
    ...change,
  });
  const gone = Math.floor(NOW.getTime() / 1000) - 1;

  it('lets a family archive only the photos it sees', () => {
    expect(mayArchive('stagiaire', photo({}), NOW)).toBe(true);
    expect(mayArchive('stagiaire', photo({ actif: 0 }), NOW)).toBe(false);
    expect(mayArchive('stagiaire', photo({ status: 'en_attente' }), NOW)).toBe(false);
    expect(mayArchive('stagiaire', photo({ expires_at: gone }), NOW)).toBe(false);
  });

  it('lets an administrator archive a hidden photo, but not one unprocessed or expired', () => {
    expect(mayArchive('admin', photo({ actif: 0 }), NOW)).toBe(true);
    expect(mayArchive('admin', photo({ status: 'en_attente' }), NOW)).toBe(false);
    expect(mayArchive('admin', photo({ expires_at: gone }), NOW)).toBe(false);
  });
});

describe('an archive still building', () => {
  const NOW = new Date('2026-08-07T08:00:00Z');
  const askedAgo = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

  it('is one marked so and asked for less than half an hour ago', () => {
    expect(
      isStillBuilding({ status: 'en_cours', requested_at: askedAgo(ABANDONED_ARCHIVE_MS - 1) }, NOW),
    ).toBe(true);
  });

  it('is no longer one after half an hour, nor once ready or failed', () => {
    expect(isStillBuilding({ status: 'en_cours', requested_at: askedAgo(ABANDONED_ARCHIVE_MS) }, NOW)).toBe(
      false,
    );
    expect(isStillBuilding({ status: 'prete', requested_at: askedAgo(0) }, NOW)).toBe(false);
    expect(isStillBuilding({ status: 'echec', requested_at: askedAgo(0) }, NOW)).toBe(false);
  });

  it('is one asked for long ago whose worker gave a sign of life recently (a long stay handed on)', () => {
    expect(
      isStillBuilding(
        { status: 'en_cours', requested_at: askedAgo(3 * ABANDONED_ARCHIVE_MS), updated_at: askedAgo(1000) },
        NOW,
      ),
    ).toBe(true);
  });
});

describe('an archive cut into parts', () => {
  const overhead = (index: number) => entryOverhead(index);

  it('puts consecutive photos in a part while its zip stays within the size', () => {
    // Prepare: parts that hold two 1,000-byte photos with their zip records, not three
    const size = ZIP_END_BYTES + 2000 + overhead(0) + overhead(1);
    // Act
    const parts = planParts([1000, 1000, 1000, 1000, 1000], size);
    // Assess
    expect(parts.map((part) => [part.first, part.count])).toEqual([
      [0, 2],
      [2, 2],
      [4, 1],
    ]);
    expect(parts[0]?.bytes).toBe(size);
    expect(parts.every((part) => part.bytes <= size)).toBe(true);
  });

  it('makes one part of a selection within the size', () => {
    expect(planParts([10, 20, 30], 4_000_000_000)).toEqual([
      { first: 0, count: 3, bytes: ZIP_END_BYTES + 60 + overhead(0) + overhead(1) + overhead(2) },
    ]);
  });

  it('gives a photo larger than a part a part to itself, never splitting it', () => {
    expect(planParts([50, 5000, 50], 1000).map((part) => [part.first, part.count])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('names the parts "<stay> (1 sur 3).zip", and a single part as before', () => {
    expect(partFileName('Colo_Été.zip', 0, 3)).toBe('Colo_Été (1 sur 3).zip');
    expect(partFileName('Colo_Été.zip', 2, 3)).toBe('Colo_Été (3 sur 3).zip');
    expect(partFileName('Colo_Été.zip', 0, 1)).toBe('Colo_Été.zip');
  });

  it('estimates the time left from the bytes written so far, all parts together', () => {
    // Prepare: 2 parts of 1,000 bytes, one ready and the other a quarter written, 50 s in
    const parts = [
      { bytes: 1000, written: 1000, status: 'prete' as const },
      { bytes: 1000, written: 250, status: 'en_cours' as const },
    ];
    const now = new Date('2026-08-07T08:00:50Z');
    // Act
    const left = secondsLeft(parts, '2026-08-07T08:00:00Z', now);
    const unknown = secondsLeft(
      parts.map((part) => ({ ...part, written: 0, status: 'en_cours' as const })),
      '2026-08-07T08:00:00Z',
      now,
    );
    // Assess: 1,250 bytes in 50 s, 750 to go
    expect(left).toBe(30);
    expect(unknown).toBeNull();
  });
});
