import { describe, expect, it } from 'vitest';
import { inMemoryDocumentStore } from '#test/memory/document-store.js';
import { fakeFileLinks } from '#test/memory/file-links.js';
import { listBookletFiles } from './list-booklet-files.js';

describe('listBookletFiles', () => {
  it('lists the servable booklets in French order, with links', async () => {
    // Prepare
    const documents = inMemoryDocumentStore({
      'livrets/Livret 2.pdf': 2,
      'livrets/Livret 10.pdf': 10,
      'livrets/a\u202Efdp.exe': 1,
    });
    // Act
    const files = await listBookletFiles({ documents, links: fakeFileLinks() });
    // Assess
    expect(files.map((f) => f.name)).toEqual(['Livret 2.pdf', 'Livret 10.pdf']);
    expect(files[0]?.url).toContain(encodeURI('livrets/Livret 2.pdf'));
  });
});
