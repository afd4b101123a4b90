/** Zip archives of a stay's photos: ask for one, then follow it until its link is ready. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { ArchiveStatus } from '../../../../../shared/photo-admin-schemas';
import { apiFetch } from '../../../lib/api-client';

export const requestArchive = (stageId: string, photoIds?: readonly string[]): Promise<ArchiveStatus> =>
  apiFetch(apiRoutes.requestArchive, {
    params: { stageId },
    body: photoIds ? { photoIds } : {},
    auth: 'any',
  });

export const getArchive = (stageId: string, archiveId: string): Promise<ArchiveStatus> =>
  apiFetch(apiRoutes.getArchive, { params: { stageId, archiveId }, auth: 'any' });
