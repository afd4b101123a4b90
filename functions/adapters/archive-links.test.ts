import { describe, expect, it } from 'vitest';
import { createArchiveLinks } from './archive-links.js';

describe('archive links', () => {
  it('are signed by the one media signer, with the download name when there is one', async () => {
    // Prepare
    const asked: unknown[] = [];
    const links = createArchiveLinks({
      getUrl: async (key, options) => {
        asked.push([key, options]);
        return `https://photos.example.org/${key}?Signature=x`;
      },
    });
    // Act
    const plain = await links.url('archives/s1/a.zip');
    await links.url('archives/s1/b.zip', { downloadName: 'Colo (1 sur 3).zip' });
    // Assess
    expect(plain).toBe('https://photos.example.org/archives/s1/a.zip?Signature=x');
    expect(asked).toEqual([
      ['archives/s1/a.zip', undefined],
      ['archives/s1/b.zip', { downloadName: 'Colo (1 sur 3).zip' }],
    ]);
  });
});
