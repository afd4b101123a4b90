/** The stay's name and its visible photos, for the family (or its trainers, or an administrator). */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { Photo, StageSummary } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export interface StagePhotos {
  readonly stage: StageSummary;
  readonly photos: Photo[];
}

export const getStagePhotos = async (stageId: string, signal?: AbortSignal): Promise<StagePhotos> => {
  const params = { stageId };
  const [stage, photos] = await Promise.all([
    apiFetch(apiRoutes.getStage, { params, auth: 'any', signal }),
    apiFetch(apiRoutes.listActivePhotos, { params, auth: 'any', signal }),
  ]);
  return { stage, photos };
};
