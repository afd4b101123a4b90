/** The trainers' booklets (put there by administrators), in French order, each with an expiring link. */

import { byFrenchName, isServable } from '#functions/domain/shared-documents.js';
import type { DocumentStore } from '#functions/ports/document-store.js';
import type { StoredFile } from '#shared/collab-schemas.js';
import { BOOKLET_PREFIX } from '#shared/media-keys.js';
import { type LinkFilesDeps, linkFiles } from './link-files.js';

export interface ListBookletFilesDeps extends LinkFilesDeps {
  readonly documents: Pick<DocumentStore, 'listFiles'>;
}

export const listBookletFiles = async (deps: ListBookletFilesDeps): Promise<StoredFile[]> => {
  const objects = (await deps.documents.listFiles(BOOKLET_PREFIX))
    .filter(isServable)
    .sort((a, b) => byFrenchName(a.name, b.name));
  return linkFiles(
    deps,
    objects.map((object) => ({ key: `${BOOKLET_PREFIX}${object.name}`, ...object })),
  );
};
