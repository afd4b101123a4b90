/** The files of one shared folder, in French order, each with an expiring link. */

import { byFrenchName, isServable } from '#functions/domain/shared-documents.js';
import type { DocumentStore } from '#functions/ports/document-store.js';
import type { StoredFile } from '#shared/collab-schemas.js';
import { documentFolderPrefix, documentKey } from '#shared/media-keys.js';
import { type LinkFilesDeps, linkFiles } from './link-files.js';
import { type RequireFolderDeps, requireFolder } from './require-folder.js';

export interface ListFolderFilesDeps extends RequireFolderDeps, LinkFilesDeps {
  readonly documents: Pick<DocumentStore, 'listFolders' | 'listFiles'>;
}

export const listFolderFiles = async (
  deps: ListFolderFilesDeps,
  folderName: string,
): Promise<StoredFile[]> => {
  const folder = await requireFolder(deps, folderName);
  const objects = (await deps.documents.listFiles(documentFolderPrefix(folder)))
    .filter(isServable)
    .sort((a, b) => byFrenchName(a.name, b.name));
  return linkFiles(
    deps,
    objects.map((object) => ({ key: documentKey(folder, object.name), ...object })),
  );
};
