/**
 * One archive job: stream each original of the selection into a stored zip, one source open at a
 * time, and the zip into storage. Idempotent: a finished archive whose object is there is not built
 * again, so the same job delivered twice makes one archive.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { ArchiveStorage } from '../../adapters/archive-storage.js';
import type { ArchiveStore } from '../../adapters/stores/archives.js';
import type { ZipWriter } from '../../adapters/zip-writer.js';
import { attachmentDisposition, entryName } from '../../domain/archive.js';

export interface ArchiveJobDeps {
  readonly archives: ArchiveStore;
  readonly storage: ArchiveStorage;
  readonly zip: () => ZipWriter;
  /** Where a photo's original is, for the version recorded in the selection. */
  readonly originalKey: (stageId: string, photoId: string, version: number) => string;
  readonly logger: Logger;
}

export type ArchiveOutcome = 'built' | 'already-built' | 'unknown';

/**
 * Progress is written at most this often, and without holding up the next photo: the page polls
 * about once a second, and a write awaited after every entry cost the zip one round trip per photo.
 */
const PROGRESS_INTERVAL_MS = 1000;

export const buildArchive = async (deps: ArchiveJobDeps, archiveId: string): Promise<ArchiveOutcome> => {
  const record = await deps.archives.get(archiveId);
  if (!record) return 'unknown'; // expired meanwhile: nothing anyone waits for
  if (record.status === 'prete' && (await deps.storage.exists(record.key))) return 'already-built';

  const zip = deps.zip();
  const written = deps.storage.write(record.key, zip.output, {
    contentType: 'application/zip',
    contentDisposition: attachmentDisposition(record.fileName),
  });
  // The upload fails with the zip when an entry fails; keep its rejection from going unhandled.
  written.catch(() => undefined);
  let reporting: Promise<void> = Promise.resolve();
  let reportedAt = performance.now();
  try {
    let index = 0;
    for (const item of record.items) {
      const source = await deps.storage.openRead(
        deps.originalKey(record.stageId, item.photoId, item.version),
      );
      if (!source) {
        // Deleted or expired since the request: the archive holds what still exists.
        deps.logger.warn('Archive: photo gone, skipped', { archiveId, photoId: item.photoId });
        continue;
      }
      await zip.add(entryName(index), source);
      index += 1;
      if (performance.now() - reportedAt >= PROGRESS_INTERVAL_MS) {
        await reporting; // one write at a time, so a later count never lands before an earlier one
        reporting = deps.archives.progress(archiveId, index);
        // Awaited before the next write or at the end; a failure meanwhile must not count as unhandled.
        reporting.catch(() => undefined);
        reportedAt = performance.now();
      }
    }
    await reporting;
    await deps.archives.progress(archiveId, index);
    await zip.finish();
    await written;
  } catch (error) {
    zip.abort(error instanceof Error ? error : new Error(String(error)));
    await Promise.all([written.catch(() => undefined), reporting.catch(() => undefined)]);
    throw error;
  }
  await deps.archives.finish(archiveId, 'prete');
  return 'built';
};
