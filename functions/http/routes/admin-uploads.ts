/** Direct uploads for the back-office: the server picks the key, signs a PUT, and later checks it. */
import type { SignedFile } from '../../../shared/admin-schemas.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import type { ApiDeps } from '../../composition/api.js';
import { ServiceError } from '../../services/service-error.js';

export const signFile = async (
  deps: ApiDeps,
  key: string,
  file: { readonly name: string; readonly type: string; readonly size: number },
): Promise<SignedFile> => {
  const signed = await deps.signer.putUrl(key, { contentType: file.type, contentLength: file.size });
  return {
    key,
    name: file.name,
    url: signed.url,
    method: 'PUT',
    headers: signed.headers,
    expiresAt: signed.expiresAt.toISOString(),
  };
};

/**
 * The file must really be in storage and within the limit: presigned URLs pin the length in the
 * cloud, but an emulator does not check it, and the check costs one HEAD.
 */
export const assertUploaded = async (deps: ApiDeps, key: string): Promise<void> => {
  const info = await deps.media.head(key);
  if (!info) throw new ServiceError('invalid', messages.backOffice.fileMissing);
  if (info.size > MAX_UPLOAD_BYTES) {
    await deps.media.delete([key]);
    throw new ServiceError('too-large', messages.admin.filesTooLarge);
  }
};
