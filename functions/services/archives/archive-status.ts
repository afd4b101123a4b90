/** What the page is told of an archive: its progress and, once it is ready, an expiring download link. */
import type { ArchiveStatus } from '../../../shared/photo-admin-schemas.js';
import type { ArchiveLinks } from '../../adapters/archive-links.js';
import type { ArchiveRecord } from '../../domain/archive.js';

export interface ArchiveStatusDeps {
  readonly archives: { readonly links: ArchiveLinks };
}

export const archiveStatus = async (
  deps: ArchiveStatusDeps,
  record: Pick<ArchiveRecord, 'archiveId' | 'status' | 'done' | 'total' | 'fileName' | 'key'>,
): Promise<ArchiveStatus> => ({
  archiveId: record.archiveId,
  status: record.status,
  done: record.done,
  total: record.total,
  fileName: record.fileName,
  url: record.status === 'prete' ? await deps.archives.links.url(record.key) : null,
});
