/**
 * The stay's deletion log: every photo that went, by its date passing or by someone deleting it.
 * The stream handler writes an entry a moment after a deletion, so the log is read again each time
 * it is opened rather than kept.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getPhotoDeletions = (stageId: string, signal?: AbortSignal) =>
  apiFetch(photoAdminRoutes.listPhotoDeletions, { params: { stageId }, auth: 'admin', signal });

export const photoDeletionsOptions = (stageId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.deletions(stageId),
    queryFn: ({ signal }) => getPhotoDeletions(stageId, signal),
    staleTime: 0,
  });

/** Nothing is asked while the log is folded. */
export const usePhotoDeletions = (stageId: string, open: boolean) =>
  useQuery({ ...photoDeletionsOptions(stageId), enabled: open });
