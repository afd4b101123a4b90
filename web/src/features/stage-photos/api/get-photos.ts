/** The stay's visible photos, with expiring links, for its family. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { stagePhotosKeys } from './query-keys';

export const getPhotos = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.listActivePhotos, { params: { stageId }, auth: 'any', signal });

export const photosOptions = (stageId: string) =>
  queryOptions({
    queryKey: stagePhotosKeys.photos(stageId),
    queryFn: ({ signal }) => getPhotos(stageId, signal),
  });

/** Read by the page once its loader has put the photos in the cache. */
export const usePhotos = (stageId: string) => useSuspenseQuery(photosOptions(stageId));
