/** Booklets: PDFs under `livrets/{file}` in the media bucket, uploaded directly. */
import { deleteBooklet } from '#functions/services/booklets/delete-booklet.js';
import { listBooklets } from '#functions/services/booklets/list-booklets.js';
import { signBooklet } from '#functions/services/booklets/sign-booklet.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminBookletHandlers: RouteHandlers<'listBooklets' | 'signBooklet' | 'deleteBooklet'> = {
  listBooklets: async (_input, deps) => ({ body: await listBooklets(deps) }),
  signBooklet: async ({ body }, deps) => ({ body: await signBooklet(deps, body) }),
  deleteBooklet: async ({ params }, deps) => ({ body: await deleteBooklet(deps, params.name) }),
};
