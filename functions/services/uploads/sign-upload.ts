/**
 * A direct upload for the back-office: the server picks the key and signs a PUT pinned to the file's
 * type and length; the browser sends the file straight to storage, never through the API.
 */

import type { UrlSigner } from '#functions/ports/url-signer.js';

import type { SignedFile } from '#shared/admin-schemas.js';

export interface SignUploadDeps {
  readonly signer: Pick<UrlSigner, 'putUrl'>;
}

export interface FileToSign {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export const signUpload = async (
  deps: SignUploadDeps,
  key: string,
  file: FileToSign,
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
