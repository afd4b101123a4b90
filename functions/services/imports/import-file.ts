/**
 * What both CSV imports share: reading the uploaded file once, and refusing a file with errors. The
 * file has done its job once read, so it is deleted at once: imports keep no copy of families' data.
 */
import { messages } from '../../../shared/messages.js';
import type { ObjectStorage } from '../../adapters/object-storage.js';
import { decodeCsv, type ParsedCsv, parseCsv } from '../../domain/csv.js';
import type { ImportError } from '../../domain/imports.js';
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
export const importRefusal = (errors: readonly ImportError[]): ServiceError =>
  new ServiceError('invalid', messages.backOffice.importRefused(errors[0]?.message ?? '', errors.length), {
    details: errors,
  });
