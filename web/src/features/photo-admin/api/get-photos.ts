/** Every photo of the stay, pending and refused ones included, read with the administrator token. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getPhotos = (stayId: string, signal?: AbortSignal) =>
  apiFetch(directorRoutes.listAllPhotos, { params: { stageId: stayId }, auth: 'admin', signal });

export const photosOptions = (stayId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.photos(stayId),
    queryFn: ({ signal }) => getPhotos(stayId, signal),
  });

/** Read by the page once its loader has put the photos in the cache. */
export const usePhotos = (stayId: string) => useSuspenseQuery(photosOptions(stayId));
