import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes megabytes below a gigabyte and gigabytes from there, the French way', () => {
    expect(formatFileSize(12_345_678)).toBe('12,3 Mo');
    expect(formatFileSize(5_200_000_000)).toBe('5,2 Go');
  });

  it("counts a stay deletion's loss with French thousands separators and singulars", () => {
    // Act
    const text = messages.admin.stayDeletionLoss('Été', {
      photos: 1234,
      size: formatFileSize(5_200_000_000),
      familles: 48,
      directeurs: 1,
      documents: 0,
    });
    // Assess
    expect(text).toBe(
      'Supprimer le séjour « Été » ? Seront supprimés définitivement : 1\u202f234 photos (5,2 Go), 48 familles et leurs accès, 1 directeur, 0 document. Les familles et formateurs ne pourront plus se connecter. Cette action est irréversible.',
    );
  });
});
