/** Shared document folders: list, files of a folder, and the two-step upload (sign, then PUT). */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { StoredFile } from '../../../../../shared/collab-schemas';
import { apiFetch } from '../../../lib/api-client';

export const getFolders = (signal?: AbortSignal): Promise<string[]> =>
  apiFetch(apiRoutes.listFolders, { auth: 'any', signal });

export const getFolderFiles = (folderName: string, signal?: AbortSignal): Promise<StoredFile[]> =>
  apiFetch(apiRoutes.listFolderFiles, { params: { folderName }, auth: 'any', signal });

export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
}

/**
 * Step 1 asks the API to sign one PUT per file (it checks names, types and sizes); step 2 sends
 * each file straight to storage, one after the other, reporting progress.
 */
export const uploadDocuments = async (
  folderName: string,
  files: readonly File[],
  onProgress: (sent: number) => void,
): Promise<void> => {
  const { uploads } = await apiFetch(apiRoutes.signFolderUploads, {
    params: { folderName },
    body: { files: files.map((file) => ({ name: file.name, size: file.size })) },
    auth: 'any',
  });
  for (const [index, upload] of uploads.entries()) {
    const file = files[index];
    if (!file) break;
    const answer = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
    if (!answer.ok) throw new UploadFailed(`${answer.status}`);
    onProgress(index + 1);
  }
};
