/**
 * Signs the direct upload of a booklet PDF to `livrets/{name}`. Same name, same key: sending a
 * booklet again replaces it, as the old version did.
 */
import type { z } from 'zod';
import type { SignedFile, signBookletRequestSchema } from '#shared/admin-schemas.js';
import { bookletKey } from '#shared/media-keys.js';
import { type SignUploadDeps, signUpload } from '../uploads/sign-upload.js';

export const signBooklet = (
  deps: SignUploadDeps,
  file: z.infer<typeof signBookletRequestSchema>,
): Promise<SignedFile> => signUpload(deps, bookletKey(file.name), file);
