/**
 * CSV imports: step 1 signs a direct upload to `imports/…`, step 2 reads the file from storage,
 * checks every row, and writes all or nothing.
 */
import { importParticipants } from '#functions/services/imports/import-participants.js';
import { importStays } from '#functions/services/imports/import-stays.js';
import { signImport } from '#functions/services/imports/sign-import.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminImportHandlers: RouteHandlers<'signImport' | 'importStages' | 'importParticipants'> = {
  signImport: async ({ body }, deps) => ({ body: await signImport(deps, body) }),
  importStages: async ({ body, principal }, deps) => ({ body: await importStays(deps, body, principal) }),
  importParticipants: async ({ body }, deps) => ({ body: await importParticipants(deps, body) }),
};
