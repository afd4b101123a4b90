/**
 * What both CSV imports share: reading the uploaded file once, and refusing a file with errors. The
 * file has done its job once read, so it is deleted at once: imports keep no copy of families' data.
 */

import { decodeCsv, type ParsedCsv, parseCsv } from '#functions/domain/csv.js';
import type { ImportError } from '#functions/domain/imports.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import { IMPORT_ERRORS_SHOWN } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { requireUpload } from '../uploads/require-upload.js';

export interface ReadImportFileDeps {
  readonly media: Pick<ObjectStorage, 'head' | 'getBytes' | 'delete'>;
}

export const readImportFile = async (deps: ReadImportFileDeps, key: string): Promise<ParsedCsv> => {
  await requireUpload(deps, key);
  const bytes = await deps.media.getBytes(key);
  await deps.media.delete([key]);
  if (!bytes) throw new ServiceError('invalid', messages.backOffice.fileMissing);
  return parseCsv(decodeCsv(bytes));
};

/** The first error names the line for the user; every error goes along for the form to list. */
/**
 * The message names the first error and counts the others; the details list the first
 * IMPORT_ERRORS_SHOWN, then a line saying how many more there are.
 */
export const importRefusal = (errors: readonly ImportError[]): ServiceError => {
  const shown: ImportError[] = errors.slice(0, IMPORT_ERRORS_SHOWN);
  const more = errors.length - shown.length;
  return new ServiceError(
    'invalid',
    messages.backOffice.importRefused(errors[0]?.message ?? '', errors.length),
    {
      details:
        more > 0 ? [...shown, { line: 0, message: messages.backOffice.importMoreErrors(more) }] : shown,
    },
  );
};
