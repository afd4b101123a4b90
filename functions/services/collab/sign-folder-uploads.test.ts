import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryDocumentStore } from '#test/memory/document-store.js';
import { signFolderUploads } from './sign-folder-uploads.js';

const expiresAt = new Date('2026-07-01T10:15:00Z');

const setUp = (objects: Record<string, number> = {}) => {
  const signed: { key: string; contentType: string; contentLength: number }[] = [];
  const deps = {
    documents: inMemoryDocumentStore(objects),
    signer: {
      putUrl: async (key: string, upload: { contentType: string; contentLength: number }) => {
        signed.push({ key, ...upload });
        return { url: `https://put.test/${key}`, headers: { 'Content-Type': upload.contentType }, expiresAt };
      },
    },
  };
  return { deps, signed };
};

describe('signFolderUploads', () => {
  it('signs one PUT per file, pinned to its type and size, numbering taken names', async () => {
    // Prepare
    const { deps, signed } = setUp({ 'documents/Pédagogie/Fiche.pdf': 5 });
    // Act
    const answer = await signFolderUploads(deps, {
      folderName: 'Pédagogie',
      files: [
        { name: 'Fiche.pdf', size: 10 },
        { name: 'Fiche.pdf', size: 11 },
        { name: 'Chant.mp3', size: 12 },
      ],
    });
    // Assess
    expect(answer.uploads.map((u) => u.name)).toEqual(['Fiche (2).pdf', 'Fiche (3).pdf', 'Chant.mp3']);
    expect(signed).toEqual([
      { key: 'documents/Pédagogie/Fiche (2).pdf', contentType: 'application/pdf', contentLength: 10 },
      { key: 'documents/Pédagogie/Fiche (3).pdf', contentType: 'application/pdf', contentLength: 11 },
      { key: 'documents/Pédagogie/Chant.mp3', contentType: 'audio/mpeg', contentLength: 12 },
    ]);
    expect(answer.uploads[0]).toMatchObject({ method: 'PUT', expiresAt: expiresAt.toISOString() });
  });

  it('refuses the whole batch for one refused type, naming the file, and signs nothing', async () => {
    // Prepare
    const { deps, signed } = setUp();
    // Act
    const refusal = await signFolderUploads(deps, {
      folderName: 'Pédagogie',
      files: [
        { name: 'Fiche.pdf', size: 10 },
        { name: 'page.html', size: 10 },
      ],
    }).catch((e: unknown) => e);
    // Assess
    expect(refusal).toMatchObject({ kind: 'invalid', message: messages.collab.typeRefused('page.html') });
    expect(signed).toEqual([]);
  });

  it('refuses an unknown folder', async () => {
    const { deps } = setUp();
    await expect(
      signFolderUploads(deps, { folderName: 'Inconnu', files: [{ name: 'a.pdf', size: 1 }] }),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });
});
