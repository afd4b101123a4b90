import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_FOLDERS } from '#shared/document-files.js';
import { inMemoryDocumentStore } from '#test/memory/document-store.js';
import { listFolders } from './list-folders.js';

describe('listFolders', () => {
  it('lists the default folders even before any upload', async () => {
    expect(await listFolders({ documents: inMemoryDocumentStore() })).toEqual([...DEFAULT_DOCUMENT_FOLDERS]);
  });

  it('adds the folders uploads created, but not one whose name no longer passes', async () => {
    // Prepare
    const documents = inMemoryDocumentStore({ 'documents/Chants/a.pdf': 1, 'documents/.cache/a.pdf': 1 });
    // Act
    const folders = await listFolders({ documents });
    // Assess
    expect(folders).toContain('Chants');
    expect(folders).not.toContain('.cache');
  });
});
