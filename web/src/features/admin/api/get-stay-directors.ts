/** One stay's directors of one category (the directors panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectorCategory } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getStayDirectors = (stayId: string, cat: DirectorCategory, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listDirectorsByCategory, {
    params: { stageId: stayId, type: cat },
    auth: 'admin',
    signal,
  });

export const stayDirectorsOptions = (stayId: string, cat: DirectorCategory) =>
  queryOptions({
    queryKey: adminKeys.stayDirectors(stayId, cat),
    queryFn: ({ signal }) => getStayDirectors(stayId, cat, signal),
  });

/** Nothing is asked until a stay is chosen. */
export const useStayDirectors = (stayId: string, cat: DirectorCategory) =>
  useQuery({ ...stayDirectorsOptions(stayId, cat), enabled: stayId !== '' });
