/**
 * The archives port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/archives.ts; functions/composition hands the implementation to those who take it.
 */
import type { ArchiveRecord } from '#functions/domain/archive.js';

/** An archive to record: the store adds when the record goes. */
export type NewArchive = Omit<ArchiveRecord, 'expires_at'>;

/** What marking a part ready did: finished the archive, finished only the part, or nothing (done before). */
export type PartReadyOutcome = 'archive-ready' | 'part-ready' | 'already';

export interface ArchiveStore {
  get(archiveId: string): Promise<ArchiveRecord | undefined>;
  /** Records a (re)started archive, in place of an earlier attempt at the same selection. */
  start(archive: NewArchive): Promise<void>;
  /** A part's photos zipped and bytes written so far; also the worker's sign of life. */
  progress(
    archiveId: string,
    part: number,
    progress: { readonly done: number; readonly written: number; readonly at: string },
  ): Promise<void>;
  /** Marks a part ready once (a job delivered twice counts once), and the archive when it was the last. */
  partReady(archiveId: string, part: number, at: string): Promise<PartReadyOutcome>;
  /** Marks a part, and so the archive, failed with the French reason the page shows. */
  partFailed(archiveId: string, part: number, failure: string, at: string): Promise<void>;
}
