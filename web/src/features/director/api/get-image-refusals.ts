/** The stay's children without droit à l'image, read fresh each time the page opens. */
import { useQuery } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export const getImageRefusals = (stayId: string, signal?: AbortSignal) =>
  apiFetch(directorRoutes.imageRefusals, { params: { stageId: stayId }, signal });

export const useImageRefusals = (stayId: string) =>
  useQuery({
    queryKey: directorKeys.imageRefusals(stayId),
    queryFn: ({ signal }) => getImageRefusals(stayId, signal),
    staleTime: 0,
  });
