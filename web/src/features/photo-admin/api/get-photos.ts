/** Every photo of the stay, pending and refused ones included, read with the administrator token. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getPhotos = (stageId: string, signal?: AbortSignal) =>
  apiFetch(trainerRoutes.listAllPhotos, { params: { stageId }, auth: 'admin', signal });

export const photosOptions = (stageId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.photos(stageId),
    queryFn: ({ signal }) => getPhotos(stageId, signal),
  });

/** Read by the page once its loader has put the photos in the cache. */
export const usePhotos = (stageId: string) => useSuspenseQuery(photosOptions(stageId));
