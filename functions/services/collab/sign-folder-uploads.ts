/**
 * Step one of a shared documents upload: one PUT signed per file, pinned to its content type and
 * size; the browser then sends each file straight to storage. A name already taken in the folder
 * (or earlier in the same batch) is numbered rather than overwritten.
 */

import { freeName } from '#functions/domain/shared-documents.js';
import type { DocumentStore } from '#functions/ports/document-store.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import type { DocumentUploadResponse } from '#shared/collab-schemas.js';
import { fileTypeOf } from '#shared/document-files.js';
import { documentFolderPrefix, documentKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RequireFolderDeps, requireFolder } from './require-folder.js';

export interface SignFolderUploadsDeps extends RequireFolderDeps {
  readonly documents: Pick<DocumentStore, 'listFolders' | 'listFiles'>;
  readonly signer: Pick<UrlSigner, 'putUrl'>;
}

export interface SignFolderUploadsInput {
  readonly folderName: string;
  readonly files: readonly { readonly name: string; readonly size: number }[];
}

export const signFolderUploads = async (
  deps: SignFolderUploadsDeps,
  input: SignFolderUploadsInput,
): Promise<DocumentUploadResponse> => {
  const folder = await requireFolder(deps, input.folderName);
  const refused = input.files.find((file) => !fileTypeOf(file.name));
  if (refused) throw new ServiceError('invalid', messages.collab.typeRefused(refused.name));
  const existing = await deps.documents.listFiles(documentFolderPrefix(folder));
  const taken = new Set(existing.map((object) => object.name));
  const uploads = await Promise.all(
    input.files.map(async (file) => {
      const name = freeName(file.name, taken);
      const contentType = fileTypeOf(name)?.contentType ?? 'application/octet-stream';
      const signed = await deps.signer.putUrl(documentKey(folder, name), {
        contentType,
        contentLength: file.size,
      });
      return {
        name,
        url: signed.url,
        method: 'PUT' as const,
        headers: signed.headers,
        expiresAt: signed.expiresAt.toISOString(),
      };
    }),
  );
  return { uploads };
};
