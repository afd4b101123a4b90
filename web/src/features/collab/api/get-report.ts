/** One trainee's saved report, or null when there is none yet. */
import { queryOptions } from '@tanstack/react-query';
import type { Rapport } from '#shared/collab-schemas';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch, isApiError } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getReport = async (
  stayId: string,
  label: string,
  signal?: AbortSignal,
): Promise<Rapport | null> => {
  try {
    return await apiFetch(collabRoutes.getReport, {
      params: { stageId: stayId, label },
      auth: 'any',
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

/**
 * Read when a trainee is chosen, always from the server: a colleague may have saved since. The page
 * fills its form from the answer (queryClient.fetchQuery), so the form stays the trainer's own.
 */
export const reportOptions = (stayId: string, label: string) =>
  queryOptions({
    queryKey: collabKeys.report(stayId, label),
    queryFn: ({ signal }) => getReport(stayId, label, signal),
    staleTime: 0,
  });
