/** Back-office seasons: the list, a stay's counts, an action on a stay, the season's attestation. */

import { deletedByOf } from '#functions/domain/photo-deletion.js';
import { buildSeasonAttestation } from '#functions/services/photos/build-season-attestation.js';
import { applySeasonAction } from '#functions/services/stays/apply-season-action.js';
import { listSeasons } from '#functions/services/stays/list-seasons.js';
import { requireStay } from '#functions/services/stays/require-stay.js';
import { summarizeStayDeletion } from '#functions/services/stays/summarize-stay-deletion.js';
import { STAY_DELETION_REQUEST_MS } from '#shared/capacity.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminSeasonHandlers: RouteHandlers<
  'listSeasons' | 'getStageCounts' | 'applySeasonAction' | 'downloadSeasonAttestation'
> = {
  listSeasons: async (_input, deps) => ({ body: await listSeasons(deps) }),
  getStageCounts: async ({ params }, deps) => ({
    body: await summarizeStayDeletion(deps, await requireStay(deps, params.stageId)),
  }),
  applySeasonAction: async ({ params, body, principal }, deps) => {
    // A purge works within one request's time, as a stay's deletion does, and is asked again.
    const until = new Date(deps.clock().getTime() + STAY_DELETION_REQUEST_MS);
    return {
      body: await applySeasonAction(deps, params.stageId, body.action, { until, by: deletedByOf(principal) }),
    };
  },
  downloadSeasonAttestation: async ({ params }, deps) => ({
    body: await buildSeasonAttestation(deps, params.season),
  }),
};
