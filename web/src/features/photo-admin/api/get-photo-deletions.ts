/**
 * The stay's deletion log: every photo that went, by its date passing or by someone deleting it.
 * The stream handler writes an entry a moment after a deletion, so the log is read again each time
 * it is opened rather than kept.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getPhotoDeletions = (stayId: string, signal?: AbortSignal) =>
  apiFetch(photoAdminRoutes.listPhotoDeletions, { params: { stageId: stayId }, auth: 'admin', signal });

export const photoDeletionsOptions = (stayId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.deletions(stayId),
    queryFn: ({ signal }) => getPhotoDeletions(stayId, signal),
    staleTime: 0,
  });

/** Nothing is asked while the log is folded. */
export const usePhotoDeletions = (stayId: string, open: boolean) =>
  useQuery({ ...photoDeletionsOptions(stayId), enabled: open });
