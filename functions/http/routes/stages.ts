/** Stays: the public list, one stay's name for its members, and the status update. */
import { messages } from '../../../shared/messages.js';
import type { PublicStage } from '../../../shared/schemas.js';
import type { ApiDeps } from '../../composition/api.js';
import { byStartDescending, type StageRecord, shouldArchive } from '../../domain/stage.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const toPublicStage = async (deps: ApiDeps, stage: StageRecord): Promise<PublicStage> => ({
  id: stage.id,
  nom_stage: stage.nom_stage,
  ville: stage.ville,
  date_debut: stage.date_debut,
  date_fin: stage.date_fin,
  actif: stage.actif,
  photo: stage.photo ?? null,
  photoUrl: stage.photo ? await deps.signer.getUrl(stage.photo) : null,
});

export const stageHandlers: RouteHandlers<
  'updateStageStatus' | 'listStages' | 'listTeamStages' | 'getStage'
> = {
  async updateStageStatus(_input, deps) {
    const now = deps.clock();
    const ended = (await deps.stages.list()).filter((stage) => shouldArchive(stage, now));
    await Promise.all(ended.map((stage) => deps.stages.deactivate(stage.id)));
    return { body: { message: messages.api.statusUpdated, deactivated: ended.length } };
  },

  async listStages({ principal }, deps) {
    const all = await deps.stages.list();
    // Only administrators see stays that are switched off.
    const visible = principal?.role === 'admin' ? all : all.filter((stage) => stage.actif === 1);
    const body = await Promise.all(
      visible.sort(byStartDescending).map((stage) => toPublicStage(deps, stage)),
    );
    return { body };
  },

  async listTeamStages(_input, deps) {
    const all = await deps.stages.list();
    const body = all.sort(byStartDescending).map((stage) => ({
      id: stage.id,
      nom_stage: stage.nom_stage,
      date_debut: stage.date_debut,
      date_fin: stage.date_fin,
    }));
    return { body };
  },

  async getStage({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    return {
      body: {
        id: stage.id,
        nom_stage: stage.nom_stage,
        date_debut: stage.date_debut,
        date_fin: stage.date_fin,
      },
    };
  },
};
