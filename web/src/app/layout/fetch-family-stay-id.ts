/**
 * The family token's stay (GET /api/stageId), asked on each click of 'Mes photos de vacances'.
 * Loaded on the first click, to keep it out of the first page's code.
 */
import { queryOptions } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch, isApiError } from '#web/lib/api-client';
import { queryClient } from '#web/lib/query-client';

export const familyStayOptions = () =>
  queryOptions({
    queryKey: ['family-stay'] as const,
    queryFn: ({ signal }) => apiFetch(coreRoutes.stageIdFromFamilyToken, { signal }),
    // The token may have changed since the last click: always asked.
    staleTime: 0,
  });

export const fetchFamilyStayId = async (): Promise<string> =>
  (await queryClient.fetchQuery(familyStayOptions())).stageId;

export const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);
