/** The check the panels that send one file make before asking for a signature. */
import { MAX_UPLOAD_BYTES } from '#shared/limits';
import { messages } from '#shared/messages';

export type UploadCheck<F> =
  | { readonly ok: true; readonly file: F }
  | { readonly ok: false; readonly problem: string };

/** The chosen file, or why it cannot be sent: none chosen, or over the upload limit. */
export const checkUpload = <F extends { readonly size: number }>(file: F | null): UploadCheck<F> => {
  if (!file) return { ok: false, problem: messages.admin.requiredFields };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: messages.admin.filesTooLarge };
  return { ok: true, file };
};
