/**
 * The stay's visible photos, with expiring links, for its family: one page at a time in upload
 * order. The first page is small (the first screen of a phone), so thumbnails start early: its first
 * row's as soon as it is read (first-row.ts), the others when the grid draws them. The grid asks for
 * the next pages as the family scrolls.
 */
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FAMILY_PHOTOS_FIRST_PAGE, FAMILY_PHOTOS_PAGE } from '#shared/limits';
import { coreRoutes } from '#shared/routes/core';
import type { Photo, PhotoPage } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { prefetchFirstRow } from '../lib/first-row';
import { stayPhotosKeys } from './query-keys';

export const getPhotosPage = (stayId: string, cursor: string | null, signal?: AbortSignal) =>
  apiFetch(coreRoutes.listActivePhotos, {
    params: { stageId: stayId },
    query: cursor
      ? { cursor, limit: String(FAMILY_PHOTOS_PAGE) }
      : { limit: String(FAMILY_PHOTOS_FIRST_PAGE) },
    auth: 'any',
    signal,
  });

/**
 * Every page's photos in one list, in order. A function of the module, not of each render, so the
 * query keeps the same list (and the tiles their props) until a page arrives.
 */
const allPhotos = (data: InfiniteData<PhotoPage, string | null>): readonly Photo[] =>
  data.pages.flatMap((page) => page.photos);

export const photosOptions = (stayId: string) =>
  infiniteQueryOptions({
    queryKey: stayPhotosKeys.photos(stayId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getPhotosPage(stayId, pageParam, signal);
      if (pageParam === null) prefetchFirstRow(page.photos);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: allPhotos,
  });

/** The pages read so far; the loader has started the first one, the grid asks for the others. */
export const usePhotos = (stayId: string) => useInfiniteQuery(photosOptions(stayId));
