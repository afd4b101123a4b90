/** What the upload form refuses before sending anything (the API refuses the same). */
import { checkName, fileTypeOf } from '#shared/document-files';
import { MAX_UPLOAD_BYTES } from '#shared/limits';
import { messages } from '#shared/messages';

/** The first reason to refuse the chosen files, or null when all may be sent. */
export const refusalOf = (files: readonly { name: string; size: number }[]): string | null => {
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) return messages.photoDeposit.tooLarge;
    if (!checkName(file.name).ok) return messages.collab.invalidName;
    if (!fileTypeOf(file.name)) return messages.collab.typeRefused(file.name);
  }
  return null;
};
