/** Families (participants) for administrators: the stays that have some, lists, edits, export, deletions. */
import { addFamily } from '#functions/services/families/add-family.js';
import { buildParticipantFile } from '#functions/services/families/build-participant-file.js';
import { deleteFamiliesOfStay } from '#functions/services/families/delete-families-of-stay.js';
import { deleteFamily } from '#functions/services/families/delete-family.js';
import { listFamilies } from '#functions/services/families/list-families.js';
import { listStaysWithFamilies } from '#functions/services/families/list-stays-with-families.js';
import { updateFamily } from '#functions/services/families/update-family.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminFamilyHandlers: RouteHandlers<
  | 'uniqueSejours'
  | 'deleteParticipantsOfStay'
  | 'listParticipants'
  | 'updateParticipant'
  | 'addParticipant'
  | 'exportParticipants'
  | 'deleteParticipant'
> = {
  async uniqueSejours(_input, deps) {
    return { body: await listStaysWithFamilies(deps) };
  },

  async deleteParticipantsOfStay({ body }, deps) {
    return { body: await deleteFamiliesOfStay(deps, body) };
  },

  async listParticipants({ params, query }, deps) {
    return { body: await listFamilies(deps, { stageId: params.stageId, ...query }) };
  },

  async updateParticipant({ params, body }, deps) {
    return { body: await updateFamily(deps, { id: params.id, ...body }) };
  },

  async addParticipant({ body }, deps) {
    return { body: await addFamily(deps, body) };
  },

  async exportParticipants({ params }, deps) {
    return { body: await buildParticipantFile(deps, params.stageId) };
  },

  async deleteParticipant({ params }, deps) {
    return { body: await deleteFamily(deps, params.id) };
  },
};
