/** The stay's children without droit à l'image, read fresh each time the page opens. */
import { useQuery } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getImageRefusals = (stageId: string, signal?: AbortSignal) =>
  apiFetch(trainerRoutes.imageRefusals, { params: { stageId }, signal, auth: 'admin' });

export const useImageRefusals = (stageId: string) =>
  useQuery({
    queryKey: photoAdminKeys.imageRefusals(stageId),
    queryFn: ({ signal }) => getImageRefusals(stageId, signal),
    staleTime: 0,
  });
