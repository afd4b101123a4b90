import { describe, expect, it } from 'vitest';
import {
  ABANDONED_ARCHIVE_MS,
  archiveFileName,
  archiveIdFor,
  attachmentDisposition,
  entryName,
  isStillBuilding,
  mayArchive,
} from './archive.js';
import type { PhotoRecord } from './photo.js';

describe('archive naming', () => {
  it('names entries photo-1.jpg, photo-2.jpg… from the first selected photo', () => {
    expect([0, 1, 9].map(entryName)).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-10.jpg']);
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
});
