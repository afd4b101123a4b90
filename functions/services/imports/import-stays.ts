/**
 * Step 2 of the stay import: check every row of the uploaded CSV, then create all the stays or none.
 * A stay already known (same name and dates) is a row error, so importing a file again later is
 * refused rather than doubling its stays; the same request sent twice at once is answered once by its
 * Idempotency-Key. Files are limited to 15 MB and MAX_IMPORT_ROWS rows, which one request handles in
 * well under a second.
 */

import type { z } from 'zod';
import { newId } from '#functions/domain/ids.js';
import { importCamps } from '#functions/domain/imports.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { importResponseSchema } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { importRefusal, type ReadImportFileDeps, readImportFile } from './import-file.js';

export interface ImportStaysDeps extends ReadImportFileDeps {
  readonly stays: Pick<StayStore, 'list' | 'create' | 'remove'>;
  readonly clock: () => Date;
}

export const importStays = async (
  deps: ImportStaysDeps,
  request: { readonly key: string },
  caller: Principal,
): Promise<z.infer<typeof importResponseSchema>> => {
  const csv = await readImportFile(deps, request.key);
  const now = deps.clock();
  let sequence = 0;
  const outcome = importCamps(csv, {
    existing: await deps.stays.list(),
    createdBy: caller.role === 'admin' ? caller.username : 'import',
    // Ids sort by creation time: the stays keep the file's order.
    newId: () => newId(new Date(now.getTime() + sequence++)),
  });
  if (!outcome.ok) throw importRefusal(outcome.errors);
  const created: string[] = [];
  try {
    for (const stay of outcome.records) {
      if (!(await deps.stays.create(stay))) throw new Error('Stay id taken');
      created.push(stay.id);
    }
  } catch (error) {
    // All or nothing: undo what was written before the failure.
    await Promise.all(created.map((id) => deps.stays.remove(id)));
    throw error;
  }
  return { message: messages.admin.csvSuccess, count: created.length };
};
