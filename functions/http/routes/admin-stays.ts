/** Back-office stays: the list, signed uploads of their files, create, read with passwords, save, delete. */

import { deletedByOf } from '#functions/domain/photo-deletion.js';
import { createStay } from '#functions/services/stays/create-stay.js';
import { deleteStay } from '#functions/services/stays/delete-stay.js';
import { listStayNames } from '#functions/services/stays/list-stay-names.js';
import { readAdminStay } from '#functions/services/stays/read-admin-stay.js';
import { signStayFiles } from '#functions/services/stays/sign-stay-files.js';
import { updateStay } from '#functions/services/stays/update-stay.js';
import { STAY_DELETION_REQUEST_MS } from '#shared/capacity.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminStayHandlers: RouteHandlers<
  'listStageNames' | 'signStageFiles' | 'createStage' | 'getAdminStage' | 'updateStage' | 'deleteStage'
> = {
  listStageNames: async ({ query }, deps) => ({ body: await listStayNames(deps, query) }),
  signStageFiles: async ({ body }, deps) => ({ body: await signStayFiles(deps, body) }),
  createStage: async ({ body }, deps) => ({ body: await createStay(deps, body) }),
  getAdminStage: async ({ params }, deps) => ({ body: await readAdminStay(deps, params.stageId) }),
  updateStage: async ({ params, body }, deps) => ({ body: await updateStay(deps, params.stageId, body) }),
  deleteStage: async ({ params, principal }, deps) => {
    // Within one request's time: a large stay answers how many photos are left and is asked again.
    const until = new Date(deps.clock().getTime() + STAY_DELETION_REQUEST_MS);
    return { body: await deleteStay(deps, params.stageId, { until, by: deletedByOf(principal) }) };
  },
};
