/**
 * The deposit page's reads: the stay's photos latest first, a page at a time (the first page shows
 * the photos just sent; older ones come on request), and the state of the photos of a batch, by id.
 * Neither reads the whole stay, so a stay of thousands opens and refreshes as a new one does.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { MANAGED_PHOTOS_PAGE } from '#shared/limits';
import { trainerRoutes } from '#shared/routes/trainer';
import type { ManagedPhoto, ManagedPhotoPage } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { trainerKeys } from './query-keys';

export const getLatestPhotos = (stageId: string, cursor: string | null, signal?: AbortSignal) =>
  apiFetch(trainerRoutes.listLatestPhotos, {
    params: { stageId },
    query: cursor ? { cursor, limit: String(MANAGED_PHOTOS_PAGE) } : { limit: String(MANAGED_PHOTOS_PAGE) },
    signal,
  });

/** Every page's photos in one list, latest first; a function of the module, so the list stays put. */
const allPhotos = (data: InfiniteData<ManagedPhotoPage, string | null>): readonly ManagedPhoto[] =>
  data.pages.flatMap((page) => page.photos);

export const photosOptions = (stageId: string) =>
  infiniteQueryOptions({
    queryKey: trainerKeys.latestPhotos(stageId),
    queryFn: ({ pageParam, signal }) => getLatestPhotos(stageId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: allPhotos,
  });

/**
 * Read by the deposit page, whose loader only starts the first page: the form shows without waiting
 * for the list, the slowest read of a large stay.
 */
export const usePhotos = (stageId: string) => useInfiniteQuery(photosOptions(stageId));

export const getPhotoStates = (stageId: string, ids: readonly string[], signal?: AbortSignal) =>
  apiFetch(trainerRoutes.photoStates, { params: { stageId }, query: { ids: ids.join(',') }, signal });

export const photoStatesOptions = (stageId: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: trainerKeys.photoStates(stageId, ids),
    queryFn: ({ signal }) => getPhotoStates(stageId, ids, signal),
    enabled: ids.length > 0,
    // A photo joining those followed keeps the others' last state on screen until the answer.
    placeholderData: keepPreviousData,
  });

type PollOptions = Pick<
  ReturnType<typeof photoStatesOptions>,
  'refetchInterval' | 'refetchIntervalInBackground'
>;

/** The batch's photos as the server last told; `poll` refreshes them while they move. */
export const usePhotoStates = (stageId: string, ids: readonly string[], poll: PollOptions = {}) =>
  useQuery({ ...photoStatesOptions(stageId, ids), ...poll });
