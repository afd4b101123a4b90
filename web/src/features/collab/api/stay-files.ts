/** Booklets for every trainer, and the documents attached to one stay. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { StoredFile } from '../../../../../shared/collab-schemas';
import type { StageSummary } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export const getBooklets = (signal?: AbortSignal): Promise<StoredFile[]> =>
  apiFetch(apiRoutes.listBookletFiles, { auth: 'any', signal });

export const getStageDocuments = async (
  stageId: string,
  signal?: AbortSignal,
): Promise<{ stage: StageSummary; files: StoredFile[] }> => {
  const params = { stageId };
  const [stage, files] = await Promise.all([
    apiFetch(apiRoutes.getStage, { params, auth: 'any', signal }),
    apiFetch(apiRoutes.listStageDocuments, { params, auth: 'any', signal }),
  ]);
  return { stage, files };
};
