/** Stays by name and dates, a page at a time, newest first, with an optional search (the pickers). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const STAY_NAMES_PAGE_SIZE = 200;

export const getStayNames = (page: number, q: string, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listStageNames, {
    query: { page: String(page), pageSize: String(STAY_NAMES_PAGE_SIZE), ...(q ? { q } : {}) },
    auth: 'admin',
    signal,
  });

export const stayNamesOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: adminKeys.stayNamesPage(page, q),
    queryFn: ({ signal }) => getStayNames(page, q, signal),
  });

/** While the next page or search loads, the list shows the last one rather than going empty. */
export const useStayNames = (page: number, q: string) =>
  useQuery({ ...stayNamesOptions(page, q), placeholderData: keepPreviousData });
