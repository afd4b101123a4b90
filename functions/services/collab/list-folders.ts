/** The shared documents' folders: the default ones, always there, and those created by uploads. */

import { documentFolders } from '#functions/domain/shared-documents.js';
import type { DocumentStore } from '#functions/ports/document-store.js';
import { DOCUMENTS_PREFIX } from '#shared/media-keys.js';

export interface ListFoldersDeps {
  readonly documents: Pick<DocumentStore, 'listFolders'>;
}

export const listFolders = async (deps: ListFoldersDeps): Promise<string[]> =>
  documentFolders(await deps.documents.listFolders(DOCUMENTS_PREFIX));
