/** Zip archives of a stay's photos: asked for by families and administrators, built by a worker. */
import { getArchive } from '#functions/services/archives/get-archive.js';
import { requestArchive } from '#functions/services/archives/request-archive.js';
import type { RouteHandlers } from '../route-handler.js';

export const photoArchiveHandlers: RouteHandlers<'requestArchive' | 'getArchive'> = {
  async requestArchive({ params, body, principal }, deps) {
    return {
      body: await requestArchive(deps, {
        stageId: params.stageId,
        photoIds: body.photoIds,
        role: principal.role,
      }),
    };
  },

  async getArchive({ params }, deps) {
    return { body: await getArchive(deps, params) };
  },
};
