import { describe, expect, it } from 'vitest';
import { listBooklets } from './list-booklets.js';

describe('listBooklets', () => {
  it('gives the names the booklet store lists', async () => {
    // Prepare
    const booklets = { list: async () => ['Livret 1.pdf', 'Livret 2.pdf'] };
    // Act / Assess
    await expect(listBooklets({ booklets })).resolves.toEqual(['Livret 1.pdf', 'Livret 2.pdf']);
  });
});
