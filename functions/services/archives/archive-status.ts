/**
 * What the page is told of an archive: its parts, how far each has got, an estimate of the time left
 * and, as soon as a part is ready, an expiring link to download it.
 */

import { type ArchiveRecord, partFileName, partsOf, secondsLeft } from '#functions/domain/archive.js';
import type { ArchiveLinks } from '#functions/ports/archive-links.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { archivePartKey } from '#shared/media-keys.js';

export interface ArchiveStatusDeps {
  readonly archives: { readonly links: ArchiveLinks };
}

export const archiveStatus = async (
  deps: ArchiveStatusDeps,
  record: Omit<ArchiveRecord, 'expires_at'>,
  now: Date,
): Promise<ArchiveStatus> => {
  const parts = partsOf({ ...record, expires_at: 0 });
  const count = parts.length;
  const partStatus = await Promise.all(
    parts.map(async (part, index) => ({
      number: index + 1,
      status: part.status,
      done: part.status === 'prete' ? part.count : part.done,
      total: part.count,
      fileName: partFileName(record.fileName, index, count),
      url:
        part.status === 'prete'
          ? await deps.archives.links.url(archivePartKey(record.stageId, record.archiveId, index, count))
          : null,
    })),
  );
  return {
    archiveId: record.archiveId,
    status: record.status,
    done: partStatus.reduce((sum, part) => sum + part.done, 0),
    total: record.total,
    fileName: record.fileName,
    url: count === 1 ? (partStatus[0]?.url ?? null) : null,
    parts: partStatus,
    secondsLeft: record.status === 'en_cours' ? secondsLeft(parts, record.requested_at, now) : null,
    failure: record.status === 'echec' ? (record.failure ?? null) : null,
  };
};
