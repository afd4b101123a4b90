/**
 * What the back-office's calls share. Files go in two steps: the API signs a direct upload, the
 * browser PUTs the file to storage, then the API is called with the key.
 */
import type { SignedFile } from '#shared/admin-schemas';

export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
}

/** PUTs a file to the signed URL; the storage answers nothing the app needs. */
export const putToStorage = async (signed: SignedFile, file: Blob): Promise<void> => {
  let answer: Response;
  try {
    answer = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: file });
  } catch {
    throw new UploadFailed(signed.name);
  }
  if (!answer.ok) throw new UploadFailed(signed.name);
};

/** Browsers give a CSV file the type they like, or none: the API accepts these. */
export const csvType = (file: File): 'text/csv' | 'application/vnd.ms-excel' | 'text/plain' =>
  file.type === 'application/vnd.ms-excel' || file.type === 'text/plain' ? file.type : 'text/csv';
