/**
 * CSV imports (spec 001 §2.3): step 1 signs a direct upload to `imports/…`, step 2 reads the file
 * from storage, checks every row, and writes all or nothing. Files are limited to 15 MB and
 * MAX_IMPORT_ROWS rows, which one request handles in well under a second; see README.
 */
import { importKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { ApiDeps } from '../../composition/api.js';
import { decodeCsv, parseCsv } from '../../domain/csv.js';
import { newId } from '../../domain/ids.js';
import { type ImportError, importCamps, importFamilies } from '../../domain/imports.js';
import { ServiceError } from '../../services/service-error.js';
import type { RouteHandlers } from '../route-handler.js';
import { assertUploaded, signFile } from './admin-uploads.js';

const readImport = async (deps: ApiDeps, key: string) => {
  await assertUploaded(deps, key);
  const bytes = await deps.media.getBytes(key);
  // The file has done its job once read: imports keep no copy of families' data.
  await deps.media.delete([key]);
  if (!bytes) throw new ServiceError('invalid', messages.backOffice.fileMissing);
  return parseCsv(decodeCsv(bytes));
};

const refuse = (errors: readonly ImportError[]): never => {
  throw new ServiceError(
    'invalid',
    messages.backOffice.importRefused(errors[0]?.message ?? '', errors.length),
    { details: errors },
  );
};

export const adminImportHandlers: RouteHandlers<'signImport' | 'importStages' | 'importParticipants'> = {
  async signImport({ body }, deps) {
    return { body: await signFile(deps, importKey(body.kind, newId(deps.clock())), body.file) };
  },

  async importStages({ body, principal }, deps) {
    const csv = await readImport(deps, body.key);
    const now = deps.clock();
    let sequence = 0;
    const outcome = importCamps(csv, {
      existing: await deps.stages.list(),
      createdBy: principal.role === 'admin' ? principal.username : 'import',
      newId: () => newId(new Date(now.getTime() + sequence++)),
    });
    if (!outcome.ok) return refuse(outcome.errors);
    const created: string[] = [];
    try {
      for (const stage of outcome.records) {
        if (!(await deps.stages.create(stage))) throw new Error('Stay id taken');
        created.push(stage.id);
      }
    } catch (error) {
      // All or nothing: undo what was written before the failure.
      await Promise.all(created.map((id) => deps.stages.remove(id)));
      throw error;
    }
    return { body: { message: messages.admin.csvSuccess, count: created.length } };
  },

  async importParticipants({ body }, deps) {
    const csv = await readImport(deps, body.key);
    const outcome = importFamilies(csv, await deps.stages.list());
    if (!outcome.ok) return refuse(outcome.errors);
    const stageIds = [...new Set(outcome.records.map((record) => record.stageId))];
    const existing = (await Promise.all(stageIds.map((id) => deps.participants.listByStage(id)))).flat();
    const previous = new Map(existing.map((record) => [record.id, record]));
    try {
      await deps.participants.putMany(outcome.records);
    } catch (error) {
      // All or nothing: put back what was there before, remove what was new.
      const restore = outcome.records.flatMap((record) => previous.get(record.id) ?? []);
      const added = outcome.records.filter((record) => !previous.has(record.id)).map((record) => record.id);
      await deps.participants.putMany(restore);
      await deps.participants.removeMany(added);
      throw error;
    }
    return { body: { message: messages.admin.csvSuccess, count: outcome.records.length } };
  },
};
