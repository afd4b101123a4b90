/** What every listing of stored documents does, the one on S3 and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { DocumentStore } from '#functions/ports/document-store.js';

/** A store holding these objects (key → size in bytes), besides any others. */
export type MakeDocumentStore = (objects: Readonly<Record<string, number>>) => Promise<DocumentStore>;

export const describeDocumentStoreContract = (name: string, makeStore: MakeDocumentStore): void => {
  describe(`stored documents contract: ${name}`, () => {
    it('lists the files and the folders right under a prefix, in key order', async () => {
      const prefix = `partages/${newId()}/`;
      const store = await makeStore({
        // Not in key order: the listing puts them in it.
        [`${prefix}programme.pdf`]: 1200,
        [`${prefix}Affiche.png`]: 30,
        [prefix]: 0,
        [`${prefix}vide.txt`]: 0,
        [`${prefix}photos/jour-1.jpg`]: 5,
        [`${prefix}menus/`]: 0,
        [`${prefix}menus/lundi.pdf`]: 7,
        [`${prefix}Activités/plan/carte.pdf`]: 9,
        [`${prefix.slice(0, -1)}-bis/autre.pdf`]: 3,
      });
      expect(await store.listFiles(prefix)).toEqual([
        { name: 'Affiche.png', size: 30 },
        { name: 'programme.pdf', size: 1200 },
        { name: 'vide.txt', size: 0 },
      ]);
      expect(await store.listFolders(prefix)).toEqual(['Activités', 'menus', 'photos']);
      expect(await store.listFiles(`${prefix}menus/`)).toEqual([{ name: 'lundi.pdf', size: 7 }]);
      expect(await store.listFolders(`${prefix}Activités/`)).toEqual(['plan']);
      expect(await store.listFiles(`partages/${newId()}/`)).toEqual([]);
    });
  });
};
