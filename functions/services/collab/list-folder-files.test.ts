import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { inMemoryDocumentStore } from '#test/memory/document-store.js';
import { fakeFileLinks } from '#test/memory/file-links.js';
import { listFolderFiles } from './list-folder-files.js';

describe('listFolderFiles', () => {
  it('lists the servable files of the folder in French order, with links', async () => {
    // Prepare
    const documents = inMemoryDocumentStore({
      'documents/Pédagogie/fiche 10.pdf': 3,
      'documents/Pédagogie/Fiche 9.pdf': 2,
      'documents/Pédagogie/énorme.pdf': MAX_UPLOAD_BYTES + 1,
      'documents/Animations/autre.pdf': 1,
    });
    // Act
    const files = await listFolderFiles({ documents, links: fakeFileLinks() }, 'Pédagogie');
    // Assess
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ['Fiche 9.pdf', 2],
      ['fiche 10.pdf', 3],
    ]);
    expect(files[0]?.url).toContain(encodeURI('documents/Pédagogie/Fiche 9.pdf'));
  });

  it('refuses an unknown folder', async () => {
    const deps = { documents: inMemoryDocumentStore(), links: fakeFileLinks() };
    await expect(listFolderFiles(deps, 'Inconnu')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
