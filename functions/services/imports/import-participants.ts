/**
 * Step 2 of the family import: check every row of the uploaded CSV against the known stays, then
 * write all the families or none. The same family in the same stay keeps its id, so importing a
 * corrected export again updates the families instead of doubling them.
 */

import type { z } from 'zod';
import { importFamilies } from '#functions/domain/imports.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { importResponseSchema } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { recountFamilies } from '../families/recount-families.js';
import { importRefusal, type ReadImportFileDeps, readImportFile } from './import-file.js';

export interface ImportParticipantsDeps extends ReadImportFileDeps {
  readonly stays: Pick<StayStore, 'list' | 'setFamilyCount'>;
  readonly participants: Pick<ParticipantStore, 'listByStay' | 'putMany' | 'removeMany' | 'recount'>;
}

export const importParticipants = async (
  deps: ImportParticipantsDeps,
  request: { readonly key: string },
): Promise<z.infer<typeof importResponseSchema>> => {
  const csv = await readImportFile(deps, request.key);
  const outcome = importFamilies(csv, await deps.stays.list());
  if (!outcome.ok) throw importRefusal(outcome.errors);
  const stayIds = [...new Set(outcome.records.map((record) => record.stageId))];
  const existing = (await Promise.all(stayIds.map((id) => deps.participants.listByStay(id)))).flat();
  const previous = new Map(existing.map((record) => [record.id, record]));
  // A file without the consent column keeps the consent already recorded (a trainer's edit).
  const records = outcome.records.map((record) => {
    const kept = record.droit_image ?? previous.get(record.id)?.droit_image;
    return kept ? { ...record, droit_image: kept } : record;
  });
  try {
    await deps.participants.putMany(records);
  } catch (error) {
    // All or nothing: put back what was there before, remove what was new.
    const restore = records.flatMap((record) => previous.get(record.id) ?? []);
    const added = records.filter((record) => !previous.has(record.id)).map((record) => record.id);
    await deps.participants.putMany(restore);
    await deps.participants.removeMany(added);
    throw error;
  }
  await recountFamilies(deps, stayIds);
  return { message: messages.admin.csvSuccess, count: records.length };
};
