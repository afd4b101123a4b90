/** How far the zip is, and its expiring link once it is ready. */
import { queryOptions } from '@tanstack/react-query';
import { archiveRoutes } from '#shared/routes/archives';
import { apiFetch } from '../api-client';
import { archiveKeys } from './query-keys';

export const getArchive = (stayId: string, archiveId: string, signal?: AbortSignal) =>
  apiFetch(archiveRoutes.getArchive, { params: { stageId: stayId, archiveId }, auth: 'any', signal });

/** Followed by a poll (watchQuery) from the request's first status, put in the cache by it. */
export const archiveOptions = (stayId: string, archiveId: string) =>
  queryOptions({
    queryKey: archiveKeys.status(stayId, archiveId),
    queryFn: ({ signal }) => getArchive(stayId, archiveId, signal),
  });
