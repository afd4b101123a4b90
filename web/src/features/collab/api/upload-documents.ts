/**
 * Shared documents in two steps: the API signs one PUT per file (it checks names, types and sizes),
 * then each file goes straight to storage, one after the other, reporting progress.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
}

export interface UploadDocumentsInput {
  readonly folderName: string;
  readonly files: readonly File[];
  /** How many files are in storage so far. */
  readonly onProgress: (sent: number) => void;
}

export const uploadDocuments = async ({
  folderName,
  files,
  onProgress,
}: UploadDocumentsInput): Promise<void> => {
  const { uploads } = await apiFetch(collabRoutes.signFolderUploads, {
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

/** The folder's files, and the folder list (a new folder may appear), are read again. */
export const useUploadDocuments = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: (_answer, { folderName }) => {
      void client.invalidateQueries({ queryKey: collabKeys.folderFiles(folderName) });
      void client.invalidateQueries({ queryKey: collabKeys.folders() });
    },
  });
};
