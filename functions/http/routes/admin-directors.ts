/**
 * Directors (formateurs) for administrators. A director is one record per stay; the same person
 * (same address) may be attached to several stays.
 */
import { addDirector } from '#functions/services/directors/add-director.js';
import { assignDirector } from '#functions/services/directors/assign-director.js';
import { deleteDirector } from '#functions/services/directors/delete-director.js';
import { listAssignableStays } from '#functions/services/directors/list-assignable-stays.js';
import { listDirectors } from '#functions/services/directors/list-directors.js';
import { listStayDirectors } from '#functions/services/directors/list-stay-directors.js';
import { updateDirector } from '#functions/services/directors/update-director.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminDirectorHandlers: RouteHandlers<
  | 'listDirectorsByCategory'
  | 'addDirector'
  | 'updateDirector'
  | 'deleteDirector'
  | 'listDirectors'
  | 'assignableStages'
  | 'assignDirector'
> = {
  async listDirectorsByCategory({ params }, deps) {
    return { body: await listStayDirectors(deps, params) };
  },

  async addDirector({ body }, deps) {
    return { body: await addDirector(deps, body) };
  },

  async updateDirector({ params, body }, deps) {
    return { body: await updateDirector(deps, { id: params.id, ...body }) };
  },

  async deleteDirector({ params }, deps) {
    return { body: await deleteDirector(deps, params.id) };
  },

  async listDirectors({ query }, deps) {
    return { body: await listDirectors(deps, query) };
  },

  async assignableStages(_input, deps) {
    return { body: await listAssignableStays(deps) };
  },

  async assignDirector({ params, body }, deps) {
    return { body: await assignDirector(deps, { id: params.id, ...body }) };
  },
};
