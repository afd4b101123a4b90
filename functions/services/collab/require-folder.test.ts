import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryDocumentStore } from '#test/memory/document-store.js';
import { requireFolder } from './require-folder.js';

describe('requireFolder', () => {
  it('finds a default folder', async () => {
    await expect(requireFolder({ documents: inMemoryDocumentStore() }, 'Pédagogie')).resolves.toBe(
      'Pédagogie',
    );
  });

  it('refuses an unknown folder as not found, in French', async () => {
    const refusal = await requireFolder({ documents: inMemoryDocumentStore() }, 'Inconnu').catch(
      (e: unknown) => e,
    );
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.collab.folderNotFound });
  });
});
