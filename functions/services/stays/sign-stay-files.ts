/**
 * Step 1 of creating or saving a stay: sign the direct uploads of its picture and attachments, each
 * under a fresh key the server chooses.
 */
import type { z } from 'zod';
import { extensionFor } from '#functions/domain/file-types.js';
import { newId } from '#functions/domain/ids.js';
import type { signStayFilesRequestSchema, signStayFilesResponseSchema } from '#shared/admin-schemas.js';
import { stayFileKey } from '#shared/media-keys.js';
import { type FileToSign, type SignUploadDeps, signUpload } from '../uploads/sign-upload.js';

export interface SignStayFilesDeps extends SignUploadDeps {
  readonly clock: () => Date;
}

export const signStayFiles = async (
  deps: SignStayFilesDeps,
  request: z.infer<typeof signStayFilesRequestSchema>,
): Promise<z.infer<typeof signStayFilesResponseSchema>> => {
  const now = deps.clock();
  const sign = (file: FileToSign) => signUpload(deps, stayFileKey(newId(now), extensionFor(file.type)), file);
  const photo = request.photo ? await sign(request.photo) : null;
  const fichiers = await Promise.all(request.fichiers.map(sign));
  return { photo, fichiers };
};
