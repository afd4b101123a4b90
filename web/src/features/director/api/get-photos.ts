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
import { directorRoutes } from '#shared/routes/director';
import type { ManagedPhoto, ManagedPhotoPage } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export const getLatestPhotos = (stayId: string, cursor: string | null, signal?: AbortSignal) =>
  apiFetch(directorRoutes.listLatestPhotos, {
    params: { stageId: stayId },
    query: cursor ? { cursor, limit: String(MANAGED_PHOTOS_PAGE) } : { limit: String(MANAGED_PHOTOS_PAGE) },
    signal,
  });

/** Every page's photos in one list, latest first; a function of the module, so the list stays put. */
const allPhotos = (data: InfiniteData<ManagedPhotoPage, string | null>): readonly ManagedPhoto[] =>
  data.pages.flatMap((page) => page.photos);

export const photosOptions = (stayId: string) =>
  infiniteQueryOptions({
    queryKey: directorKeys.latestPhotos(stayId),
    queryFn: ({ pageParam, signal }) => getLatestPhotos(stayId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: allPhotos,
  });

/**
 * Read by the deposit page, whose loader only starts the first page: the form shows without waiting
 * for the list, the slowest read of a large stay.
 */
export const usePhotos = (stayId: string) => useInfiniteQuery(photosOptions(stayId));

export const getPhotoStates = (stayId: string, ids: readonly string[], signal?: AbortSignal) =>
  apiFetch(directorRoutes.photoStates, {
    params: { stageId: stayId },
    query: { ids: ids.join(',') },
    signal,
  });

export const photoStatesOptions = (stayId: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: directorKeys.photoStates(stayId, ids),
    queryFn: ({ signal }) => getPhotoStates(stayId, ids, signal),
    enabled: ids.length > 0,
    // A photo joining those followed keeps the others' last state on screen until the answer.
    placeholderData: keepPreviousData,
  });

type PollOptions = Pick<
  ReturnType<typeof photoStatesOptions>,
  'refetchInterval' | 'refetchIntervalInBackground'
>;

/** The batch's photos as the server last told; `poll` refreshes them while they move. */
export const usePhotoStates = (stayId: string, ids: readonly string[], poll: PollOptions = {}) =>
  useQuery({ ...photoStatesOptions(stayId, ids), ...poll });
