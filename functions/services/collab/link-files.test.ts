import { describe, expect, it } from 'vitest';
import { fakeFileLinks } from '#test/memory/file-links.js';
import { linkFiles } from './link-files.js';

describe('linkFiles', () => {
  it('gives each file its preview and a link that names it', async () => {
    // Act
    const files = await linkFiles({ links: fakeFileLinks() }, [
      { key: 'documents/A/Plan.pdf', name: 'Plan.pdf', size: 10 },
      { key: 'stages/files/x', name: 'Notes.docx', size: null },
    ]);
    // Assess
    expect(files).toEqual([
      {
        name: 'Plan.pdf',
        size: 10,
        preview: 'pdf',
        url: 'https://links.test/documents/A/Plan.pdf?as=Plan.pdf',
      },
      {
        name: 'Notes.docx',
        size: null,
        preview: 'other',
        url: 'https://links.test/stages/files/x?as=Notes.docx',
      },
    ]);
  });
});
