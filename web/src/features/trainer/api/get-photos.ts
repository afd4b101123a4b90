/** Every photo of the stay with its status (processing, refused and why, awaiting validation…). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '../../../../../shared/routes/core';
import { apiFetch } from '../../../lib/api-client';
import { trainerKeys } from './query-keys';

export const getPhotos = (stageId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.listAllPhotos, { params: { stageId }, signal });

export const photosOptions = (stageId: string) =>
  queryOptions({
    queryKey: trainerKeys.photos(stageId),
    queryFn: ({ signal }) => getPhotos(stageId, signal),
  });

type PollOptions = Pick<ReturnType<typeof photosOptions>, 'refetchInterval' | 'refetchIntervalInBackground'>;

/** Read by the deposit page once its loader has put the photos in the cache; `poll` refreshes it. */
export const usePhotos = (stageId: string, poll: PollOptions = {}) =>
  useSuspenseQuery({ ...photosOptions(stageId), ...poll });
