/**
 * Shared documents, booklets and stay documents (spec 000 §2, §7). Uploads are signed here and go
 * straight from the browser to storage (two steps, see the route table); downloads are expiring
 * links whose content type and disposition the server chooses from the name (see file-links.ts).
 */

import type { StoredFile } from '../../../shared/collab-schemas.js';
import {
  checkName,
  DEFAULT_DOCUMENT_FOLDERS,
  fileTypeOf,
  numberedName,
  previewOf,
} from '../../../shared/document-files.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits.js';
import {
  BOOKLET_PREFIX,
  DOCUMENTS_PREFIX,
  documentFolderPrefix,
  documentKey,
} from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { StoredObject } from '../../adapters/document-store.js';
import type { ApiDeps } from '../../composition/api.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const byFrenchName = (a: string, b: string): number => a.localeCompare(b, 'fr', { numeric: true });

/** Stored names are shown only if they still pass today's rules and limits. */
const isServable = (object: StoredObject): boolean => {
  const checked = checkName(object.name);
  return checked.ok && checked.name === object.name && object.size <= MAX_UPLOAD_BYTES;
};

const folders = async (deps: ApiDeps): Promise<string[]> => {
  const stored = await deps.collab.documents.listFolders(DOCUMENTS_PREFIX);
  const valid = stored.filter((name) => {
    const checked = checkName(name);
    return checked.ok && checked.name === name;
  });
  return [...new Set([...DEFAULT_DOCUMENT_FOLDERS, ...valid])].sort(byFrenchName);
};

const knownFolder = async (deps: ApiDeps, folder: string): Promise<string> => {
  if (!(await folders(deps)).includes(folder))
    throw new ServiceError('not-found', messages.collab.folderNotFound);
  return folder;
};

const linked = async (
  deps: ApiDeps,
  objects: readonly { key: string; name: string; size: number | null }[],
): Promise<StoredFile[]> =>
  Promise.all(
    objects.map(async ({ key, name, size }) => ({
      name,
      size,
      preview: previewOf(name),
      url: await deps.collab.links.link(key, name),
    })),
  );

/** The first free name: `a.pdf`, else `a (2).pdf`, `a (3).pdf`… */
const freeName = (name: string, taken: Set<string>): string => {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = numberedName(name, n);
  taken.add(candidate);
  return candidate;
};

export const collabDocumentHandlers: RouteHandlers<
  'listFolders' | 'listFolderFiles' | 'signFolderUploads' | 'listBookletFiles' | 'listStageDocuments'
> = {
  async listFolders(_input, deps) {
    return { body: await folders(deps) };
  },

  async listFolderFiles({ params }, deps) {
    const folder = await knownFolder(deps, params.folderName);
    const objects = (await deps.collab.documents.listFiles(documentFolderPrefix(folder)))
      .filter(isServable)
      .sort((a, b) => byFrenchName(a.name, b.name));
    return {
      body: await linked(
        deps,
        objects.map((object) => ({ key: documentKey(folder, object.name), ...object })),
      ),
    };
  },

  async signFolderUploads({ params, body }, deps) {
    const folder = await knownFolder(deps, params.folderName);
    const refused = body.files.find((file) => !fileTypeOf(file.name));
    if (refused) throw new ServiceError('invalid', messages.collab.typeRefused(refused.name));
    const existing = await deps.collab.documents.listFiles(documentFolderPrefix(folder));
    const taken = new Set(existing.map((object) => object.name));
    const uploads = await Promise.all(
      body.files.map(async (file) => {
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
    return { body: { uploads } };
  },

  async listBookletFiles(_input, deps) {
    const objects = (await deps.collab.documents.listFiles(BOOKLET_PREFIX))
      .filter(isServable)
      .sort((a, b) => byFrenchName(a.name, b.name));
    return {
      body: await linked(
        deps,
        objects.map((object) => ({ key: `${BOOKLET_PREFIX}${object.name}`, ...object })),
      ),
    };
  },

  async listStageDocuments({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    const files = (stage.fichiers ?? []).map((file) => ({ key: file.key, name: file.name, size: null }));
    return { body: await linked(deps, files) };
  },
};
