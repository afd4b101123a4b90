/** The trainer area's calls: one small function per endpoint, typed from the shared route table. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { SignUploadsRequest } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export const getStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.getStage, { params: { stageId }, signal });

export const listAllPhotos = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.listAllPhotos, { params: { stageId }, signal });

export const signUploads = (stageId: string, files: SignUploadsRequest['files']) =>
  apiFetch(apiRoutes.signPhotoUploads, { params: { stageId }, body: { files } });

export const completeUploads = (stageId: string, count: number) =>
  apiFetch(apiRoutes.completeUploads, { params: { stageId }, body: { count } });

export const deletePhotos = (stageId: string, ids: readonly string[]) =>
  apiFetch(apiRoutes.deletePhotos, { params: { stageId }, body: { ids } });

export const getContacts = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.stageContacts, { params: { stageId }, signal });

/** Every participant of the stay (the list is paged; a stay holds a few hundred at most). */
export const getParticipants = async (stageId: string, signal?: AbortSignal) => {
  const first = await apiFetch(apiRoutes.listParticipants, {
    params: { stageId },
    query: { page: '1', pageSize: '500' },
    signal,
  });
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page += 1) {
    const next = await apiFetch(apiRoutes.listParticipants, {
      params: { stageId },
      query: { page: String(page), pageSize: '500' },
      signal,
    });
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return items;
};

export const saveParticipants = (
  stageId: string,
  stagiaires: { id: string; nom: string; prenom: string; mailRL: string }[],
) => apiFetch(apiRoutes.saveParticipants, { body: { stageId, stagiaires } });
