/**
 * Shared documents, booklets and stay documents of the trainers. Uploads are signed here and go
 * straight from the browser to storage (two steps, see the route table); downloads are expiring
 * links whose content type and disposition the server chooses from the name (see file-links.ts).
 */
import { listBookletFiles } from '#functions/services/collab/list-booklet-files.js';
import { listFolderFiles } from '#functions/services/collab/list-folder-files.js';
import { listFolders } from '#functions/services/collab/list-folders.js';
import { listStayDocuments } from '#functions/services/collab/list-stay-documents.js';
import { signFolderUploads } from '#functions/services/collab/sign-folder-uploads.js';
import type { RouteHandlers } from '../route-handler.js';

export const collabDocumentHandlers: RouteHandlers<
  'listFolders' | 'listFolderFiles' | 'signFolderUploads' | 'listBookletFiles' | 'listStageDocuments'
> = {
  async listFolders(_input, deps) {
    return { body: await listFolders(deps.collab) };
  },

  async listFolderFiles({ params }, deps) {
    return { body: await listFolderFiles(deps.collab, params.folderName) };
  },

  async signFolderUploads({ params, body }, deps) {
    return {
      body: await signFolderUploads(
        { ...deps.collab, signer: deps.signer },
        { folderName: params.folderName, files: body.files },
      ),
    };
  },

  async listBookletFiles(_input, deps) {
    return { body: await listBookletFiles(deps.collab) };
  },

  async listStageDocuments({ params }, deps) {
    return { body: await listStayDocuments({ ...deps.collab, stays: deps.stays }, params.stageId) };
  },
};
