/** The shared documents' folders: the default ones, always there, and those created by uploads. */
import { DOCUMENTS_PREFIX } from '../../../shared/media-keys.js';
import type { DocumentStore } from '../../adapters/document-store.js';
import { documentFolders } from '../../domain/shared-documents.js';

export interface ListFoldersDeps {
  readonly documents: Pick<DocumentStore, 'listFolders'>;
}

export const listFolders = async (deps: ListFoldersDeps): Promise<string[]> =>
  documentFolders(await deps.documents.listFolders(DOCUMENTS_PREFIX));
