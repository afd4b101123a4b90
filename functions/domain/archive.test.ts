import { describe, expect, it } from 'vitest';
import { archiveFileName, archiveIdFor, attachmentDisposition, entryName } from './archive.js';

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
