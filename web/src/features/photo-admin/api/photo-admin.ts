/** The administrator's photo calls (admin token): the stay, its photos, validation, rotation, deletion. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { ManagedPhoto, StageSummary } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export interface PhotoAdminData {
  readonly stage: StageSummary;
  readonly photos: ManagedPhoto[];
}

export const verifyAdmin = (signal?: AbortSignal) =>
  apiFetch(apiRoutes.verifyToken, { auth: 'admin', ...(signal ? { signal } : {}) });

export const listPhotos = (stageId: string, signal?: AbortSignal): Promise<ManagedPhoto[]> =>
  apiFetch(apiRoutes.listAllPhotos, { params: { stageId }, auth: 'admin', ...(signal ? { signal } : {}) });

export const getPhotoAdminData = async (stageId: string, signal?: AbortSignal): Promise<PhotoAdminData> => {
  const [stage, photos] = await Promise.all([
    apiFetch(apiRoutes.getStage, { params: { stageId }, auth: 'admin', ...(signal ? { signal } : {}) }),
    listPhotos(stageId, signal),
  ]);
  return { stage, photos };
};

export interface Validation {
  readonly id: string;
  readonly actif: 0 | 1;
  readonly active_par: string;
  /** Only for the photos the date is given to; a photo without keeps its own. */
  readonly duree_diffusion?: string;
}

/** `deleteNow`: the administrator confirmed that a date of today or earlier deletes now. */
export const validatePhotos = (stageId: string, photos: readonly Validation[], deleteNow = false) =>
  apiFetch(apiRoutes.validatePhotos, {
    params: { stageId },
    body: { photos, ...(deleteNow ? { supprimer_maintenant: true } : {}) },
    auth: 'admin',
  });

export const rotatePhotos = (stageId: string, photoIds: readonly string[]) =>
  apiFetch(apiRoutes.rotatePhotos, { params: { stageId }, body: { photoIds }, auth: 'admin' });

export const deletePhotos = (stageId: string, ids: readonly string[]) =>
  apiFetch(apiRoutes.deletePhotos, { params: { stageId }, body: { ids }, auth: 'admin' });

export const listPhotoDeletions = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.listPhotoDeletions, {
    params: { stageId },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
