/** One stay's directors of one category (the directors panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectorCategory } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getStayDirectors = (stageId: string, cat: DirectorCategory, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listDirectorsByCategory, { params: { stageId, type: cat }, auth: 'admin', signal });

export const stayDirectorsOptions = (stageId: string, cat: DirectorCategory) =>
  queryOptions({
    queryKey: adminKeys.stayDirectors(stageId, cat),
    queryFn: ({ signal }) => getStayDirectors(stageId, cat, signal),
  });

/** Nothing is asked until a stay is chosen. */
export const useStayDirectors = (stageId: string, cat: DirectorCategory) =>
  useQuery({ ...stayDirectorsOptions(stageId, cat), enabled: stageId !== '' });
