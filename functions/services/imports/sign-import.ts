/** Step 1 of an import: sign the direct upload of the CSV to `imports/{kind}/…`. */
import type { z } from 'zod';
import { newId } from '#functions/domain/ids.js';
import type { SignedFile, signImportRequestSchema } from '#shared/admin-schemas.js';
import { importKey } from '#shared/media-keys.js';
import { type SignUploadDeps, signUpload } from '../uploads/sign-upload.js';

export interface SignImportDeps extends SignUploadDeps {
  readonly clock: () => Date;
}

export const signImport = (
  deps: SignImportDeps,
  request: z.infer<typeof signImportRequestSchema>,
): Promise<SignedFile> => signUpload(deps, importKey(request.kind, newId(deps.clock())), request.file);
