/**
 * A file the browser said it uploaded must really be in storage and within the limit: presigned URLs
 * pin the length in the cloud, but an emulator does not check it, and the check costs one HEAD. A
 * file over the limit is deleted on the spot.
 */

import type { ObjectStorage } from '#functions/ports/object-storage.js';

import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface RequireUploadDeps {
  readonly media: Pick<ObjectStorage, 'head' | 'delete'>;
}

export const requireUpload = async (deps: RequireUploadDeps, key: string): Promise<void> => {
  const info = await deps.media.head(key);
  if (!info) throw new ServiceError('invalid', messages.backOffice.fileMissing);
  if (info.size > MAX_UPLOAD_BYTES) {
    await deps.media.delete([key]);
    throw new ServiceError('too-large', messages.admin.filesTooLarge);
  }
};
