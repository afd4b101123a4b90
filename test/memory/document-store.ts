/**
 * Stored documents in memory: keys and sizes, listed one level under a prefix, in key order, as S3
 * lists them.
 */
import type { DocumentStore } from '#functions/ports/document-store.js';

export interface InMemoryDocumentStore extends DocumentStore {
  /** Key → size in bytes. */
  readonly objects: Map<string, number>;
}

export const inMemoryDocumentStore = (objects: Record<string, number> = {}): InMemoryDocumentStore => {
  const stored = new Map(Object.entries(objects));
  // S3 lists keys in the order of their UTF-8 bytes, whatever order they were written in.
  const under = (prefix: string) =>
    [...stored.entries()]
      .filter(([key]) => key.startsWith(prefix) && key !== prefix)
      .sort(([a], [b]) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
  return {
    objects: stored,
    async listFiles(prefix) {
      return under(prefix)
        .map(([key, size]) => ({ name: key.slice(prefix.length), size }))
        .filter(({ name }) => !name.includes('/'));
    },
    async listFolders(prefix) {
      const folders = under(prefix)
        .map(([key]) => key.slice(prefix.length))
        .filter((rest) => rest.includes('/'))
        .map((rest) => rest.slice(0, rest.indexOf('/')));
      return [...new Set(folders)];
    },
  };
};
