/**
 * One archive job: one part of an archive, its photos written one at a time into a zip of stored
 * entries, the zip into a multipart upload. The worker watches the time its Lambda has left: before
 * the limit it stops between two photos, records where it stopped (the upload, the chunks stored,
 * the entries written, the next photo) and the handler hands the rest on through the queue. A
 * worker that dies instead resumes from the last record it left. Idempotent: a part built is not
 * built again, and the bytes written again on resuming are the same bytes.
 */

import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Logger } from '@aws-lambda-powertools/logger';
import * as z from 'zod';
import {
  type ArchiveRecord,
  attachmentDisposition,
  entryName,
  partFileName,
  partsOf,
} from '#functions/domain/archive.js';
import { type PhotoRecord, photoTime } from '#functions/domain/photo.js';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';
import type { ArchiveStore, PartReadyOutcome } from '#functions/ports/stores/archives.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { archiveCheckpointKey, archivePartKey } from '#shared/media-keys.js';
import { ChunkedUpload } from './chunked-upload.js';
import {
  centralDirectory,
  crcOf,
  directoryRecordLength,
  type EntryHeader,
  entryLength,
  fitsZip32,
  localHeader,
  type ZipEntryRecord,
} from './zip-layout.js';

export interface ArchiveJobDeps {
  readonly archives: ArchiveStore;
  readonly storage: ArchiveStorage;
  /** The photos' records: each entry's time, and its CRC-32 and size when processing recorded them. */
  readonly photos: Pick<PhotoStore, 'get'>;
  /** Where a photo's original is, for the version recorded in the selection. */
  readonly originalKey: (stayId: string, photoId: string, version: number) => string;
  readonly logger: Logger;
  readonly clock: () => Date;
  /** Size of the upload's chunks: S3 wants 5 MiB at least for all but the last. */
  readonly chunkBytes: number;
}

/** 8 MiB chunks, two in flight: about 24 MB of buffers per part, and 10,000 chunks reach 80 GB. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * A worker with less time than this left stops before its next photo and hands on: a 15 MB photo
 * read at a few MB/s, the chunks in flight, the checkpoint and the message fit in it with room.
 */
export const HAND_ON_RESERVE_MS = 30_000;

/**
 * Progress is written at most this often, and without holding up the next photo: the page polls
 * about once every two seconds, and a write awaited after every entry cost one round trip per photo.
 */
const PROGRESS_INTERVAL_MS = 1000;

export type PartOutcome =
  /** This part's zip is complete; `archive` when it was the last part of its archive. */
  | { readonly kind: 'built'; readonly archive: boolean }
  | { readonly kind: 'already-built' }
  /** Stopped before the time limit; a job for the rest must be sent. */
  | { readonly kind: 'handed-on' }
  /** No such archive or part any more (expired meanwhile): nothing anyone waits for. */
  | { readonly kind: 'unknown' };

const entrySchema = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.string(),
  z.number().int(),
]);

/**
 * Where a part's worker stopped, stored next to the zip (about a hundred bytes per photo). A
 * checkpoint of an earlier layout (entries without name and time) does not parse: the part starts
 * over.
 */
const checkpointSchema = z.object({
  uploadId: z.string(),
  chunkBytes: z.number().int(),
  /** When the part was started: the time of an entry whose photo has no record left. */
  date: z.string(),
  chunks: z.array(z.object({ number: z.number().int(), etag: z.string() })),
  entries: z.array(entrySchema),
  /** Index in the archive's items of the next photo, and the zip offset where its entry starts. */
  next: z.number().int(),
  offset: z.number().int(),
});

export type Checkpoint = z.infer<typeof checkpointSchema>;

/**
 * Thrown when bytes already uploaded cannot be written again (their photo is gone, or its bytes are
 * not the ones recorded): start over.
 */
class CannotResume extends Error {
  override readonly name = 'CannotResume';
}

/**
 * A photo's bytes differ from the CRC-32 or size its record holds (its original replaced outside the
 * worker, or the record damaged). Its header is already written with the wrong values, so the part
 * starts over and reads that photo whole to compute them.
 */
class PhotoMismatch extends Error {
  override readonly name = 'PhotoMismatch';
  constructor(readonly photoId: string) {
    super(`Photo ${photoId} differs from its record`);
  }
}

/** The part would not fit a classic zip: the plan was wrong, and no byte of the entry is written. */
export class PartTooLarge extends Error {
  override readonly name = 'PartTooLarge';
}

/**
 * An entry's data and header. A photo whose record holds the CRC-32 and size of this very version
 * (recorded when it was processed) is streamed, and its bytes checked against them as they pass;
 * any other photo, or one whose record proved wrong, is read whole first (15 MB at most) to compute
 * them.
 */
const openEntry = async (
  source: Readable,
  record: PhotoRecord | undefined,
  version: number,
  entry: { readonly name: string; readonly time: number },
  trusted: boolean,
): Promise<{ readonly header: EntryHeader; readonly data: AsyncIterable<Buffer> | Buffer }> => {
  if (trusted && record?.version === version && record.crc32 !== undefined && record.bytes !== undefined)
    return { header: { ...entry, crc: record.crc32, size: record.bytes }, data: source };
  const chunks: Buffer[] = [];
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
  const data = Buffer.concat(chunks);
  return { header: { ...entry, crc: crcOf(data), size: data.length }, data };
};

/**
 * Where to go on from: the entries whose bytes are all stored are kept; the first one that runs past
 * the stored chunks, and everything after it, is written again (the upload drops what it has).
 */
export const resumePoint = (
  checkpoint: Pick<Checkpoint, 'chunks' | 'chunkBytes' | 'entries' | 'next' | 'offset'>,
): { readonly kept: ZipEntryRecord[]; readonly next: number; readonly offset: number } => {
  const stored = checkpoint.chunks.length * checkpoint.chunkBytes;
  const kept: ZipEntryRecord[] = [];
  for (const entry of checkpoint.entries) {
    const [position, , size, offset, name] = entry;
    if (offset + entryLength(name, size) > stored) return { kept, next: position, offset };
    kept.push(entry);
  }
  return { kept, next: checkpoint.next, offset: checkpoint.offset };
};

const sameEntry = (recorded: ZipEntryRecord, header: EntryHeader, offset: number): boolean => {
  const [, crc, size, at, name, time] = recorded;
  return (
    crc >>> 0 === header.crc >>> 0 &&
    size === header.size &&
    at === offset &&
    name === header.name &&
    time === header.time
  );
};

const directoryBytes = (entries: readonly ZipEntryRecord[]): number =>
  entries.reduce((sum, [, , , , name]) => sum + directoryRecordLength(name), 0);

const partOf = (record: ArchiveRecord, index: number) => {
  const parts = partsOf(record);
  const part = parts[index];
  return part && { part, count: parts.length };
};

export const buildArchivePart = async (
  deps: ArchiveJobDeps,
  { archiveId, part: index }: { readonly archiveId: string; readonly part: number },
  timeLeftMs: () => number,
): Promise<PartOutcome> => {
  const record = await deps.archives.get(archiveId);
  const found = record && partOf(record, index);
  if (!record || !found) return { kind: 'unknown' };
  const { part, count } = found;
  const key = archivePartKey(record.stageId, archiveId, index, count);
  if (part.status === 'prete' && (await deps.storage.exists(key))) return { kind: 'already-built' };
  // A record written before archives had parts gets its one part, which the store then updates.
  if (!record.parts) await deps.archives.start({ ...record, parts: partsOf(record), ready: 0 });

  const checkpointKey = archiveCheckpointKey(record.stageId, archiveId, index);
  const fresh = async (): Promise<Checkpoint> => {
    const checkpoint: Checkpoint = {
      uploadId: await deps.storage.startUpload(key, {
        contentType: 'application/zip',
        contentDisposition: attachmentDisposition(partFileName(record.fileName, index, count)),
      }),
      chunkBytes: deps.chunkBytes,
      date: deps.clock().toISOString(),
      chunks: [],
      entries: [],
      next: part.first,
      offset: 0,
    };
    await deps.storage.writeJson(checkpointKey, checkpoint);
    return checkpoint;
  };
  const stored = checkpointSchema.safeParse(await deps.storage.readJson(checkpointKey));
  const checkpoint = stored.success ? stored.data : await fresh();
  const distrusted = new Set<string>();
  let current = checkpoint;
  let startedOver = false;
  for (;;) {
    try {
      return await writePart(
        deps,
        { record, index, count, key, checkpointKey, checkpoint: current, distrusted },
        timeLeftMs,
      );
    } catch (error) {
      // A photo that belied its record left a wrong header behind: the part starts over, that photo
      // read whole this time (so each photo at most once). An upload gone (completed by an earlier
      // build of this part, or purged after a day) cannot take more chunks either: the part starts
      // over, once.
      if (error instanceof PhotoMismatch) distrusted.add(error.photoId);
      else if (
        !startedOver &&
        (error instanceof CannotResume || (error instanceof Error && error.name === 'NoSuchUpload'))
      )
        startedOver = true;
      else throw error;
      deps.logger.warn('Archive part: cannot resume, starting over', {
        archiveId,
        part: index,
        reason: error.message,
      });
      await deps.storage.abortUpload(key, current.uploadId).catch(() => undefined);
      current = await fresh();
    }
  }
};

const writePart = async (
  deps: ArchiveJobDeps,
  job: {
    readonly record: ArchiveRecord;
    readonly index: number;
    readonly count: number;
    readonly key: string;
    readonly checkpointKey: string;
    readonly checkpoint: Checkpoint;
    /** Photos whose recorded CRC-32 or size proved wrong in this build: read whole. */
    readonly distrusted: ReadonlySet<string>;
  },
  timeLeftMs: () => number,
): Promise<PartOutcome> => {
  const { record, index, key, checkpoint, distrusted } = job;
  const { archiveId } = record;
  const part = partsOf(record)[index];
  if (!part) return { kind: 'unknown' };
  const startedAt = Math.floor(Date.parse(checkpoint.date) / 1000);
  const resume = resumePoint(checkpoint);
  const entries: ZipEntryRecord[] = [...resume.kept];
  let directorySize = directoryBytes(entries);
  const upload = new ChunkedUpload(deps.storage, {
    key,
    uploadId: checkpoint.uploadId,
    chunkBytes: checkpoint.chunkBytes,
    stored: checkpoint.chunks,
    position: resume.offset,
  });
  const end = part.first + part.count;
  let savedChunks = checkpoint.chunks.length;
  const save = async (next: number): Promise<void> => {
    const saved: Checkpoint = {
      ...checkpoint,
      chunks: upload.stored(),
      entries,
      next,
      offset: upload.position,
    };
    await deps.storage.writeJson(job.checkpointKey, saved);
    savedChunks = saved.chunks.length;
  };

  let reporting: Promise<void> = Promise.resolve();
  let reportedAt = performance.now();
  const report = (position: number) =>
    deps.archives.progress(archiveId, index, {
      done: position - part.first,
      written: upload.position,
      at: deps.clock().toISOString(),
    });
  try {
    for (let position = resume.next; position < end; position += 1) {
      if (timeLeftMs() < HAND_ON_RESERVE_MS) {
        await upload.settle();
        await save(position);
        await reporting;
        await report(position);
        return { kind: 'handed-on' };
      }
      const item = record.items[position];
      const source =
        item && (await deps.storage.openRead(deps.originalKey(record.stageId, item.photoId, item.version)));
      if (!item || !source) {
        // Its bytes were uploaded by an earlier worker: they cannot be written again.
        if (upload.storesBytesFrom(upload.position)) throw new CannotResume('photo gone');
        // Deleted or expired since the request: the archive holds what still exists.
        deps.logger.warn('Archive: photo gone, skipped', { archiveId, photoId: item?.photoId });
        continue;
      }
      const photo = item && (await deps.photos.get(record.stageId, item.photoId));
      const time = photo ? photoTime(photo) : startedAt;
      // An entry written again on resuming must be the same bytes as those already stored; one
      // whose record now says otherwise than the checkpoint is read whole and compared.
      const recorded = checkpoint.entries.find(([at]) => at === position);
      const trusted =
        !distrusted.has(item.photoId) &&
        (!recorded || (recorded[1] === photo?.crc32 && recorded[2] === photo.bytes));
      const entry = await openEntry(
        source,
        photo,
        item.version,
        { name: entryName(position, time, record.fileName), time },
        trusted,
      );
      const { header } = entry;
      const offset = upload.position;
      if (recorded && !sameEntry(recorded, header, offset)) throw new CannotResume('entry changed');
      if (
        !fitsZip32(
          { offset, name: header.name, size: header.size },
          { entries: entries.length, bytes: directorySize },
        )
      )
        throw new PartTooLarge(`Archive ${archiveId} part ${index}: ${header.name} does not fit`);
      await upload.write(localHeader(header));
      if (Buffer.isBuffer(entry.data)) await upload.write(entry.data);
      else {
        let crc = 0;
        let size = 0;
        for await (const chunk of entry.data) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          await upload.write(chunk);
        }
        if (crc >>> 0 !== header.crc >>> 0 || size !== header.size) throw new PhotoMismatch(item.photoId);
      }
      entries.push([position, header.crc, header.size, offset, header.name, header.time]);
      directorySize += directoryRecordLength(header.name);
      // A chunk stored since the last checkpoint: record it, so a worker that dies loses little.
      if (upload.stored().length > savedChunks) await save(position + 1);
      if (performance.now() - reportedAt >= PROGRESS_INTERVAL_MS) {
        await reporting; // one write at a time, so a later count never lands before an earlier one
        reporting = report(position + 1);
        // Awaited before the next write or at the end; a failure meanwhile must not count as unhandled.
        reporting.catch(() => undefined);
        reportedAt = performance.now();
      }
    }
    await upload.write(centralDirectory(entries, upload.position));
    await reporting;
    await upload.complete().catch(async (error: unknown) => {
      // A copy of this job delivered twice may have completed the same upload first.
      if (!(await deps.storage.exists(key))) throw error;
    });
  } catch (error) {
    await reporting.catch(() => undefined);
    throw error;
  }
  const outcome: PartReadyOutcome = await deps.archives.partReady(
    archiveId,
    index,
    deps.clock().toISOString(),
  );
  return { kind: 'built', archive: outcome === 'archive-ready' };
};

/**
 * Builds every part of an archive in turn, in one process without a time limit (the benchmark's
 * single worker, and scripts that need an archive at once).
 */
export const buildArchive = async (
  deps: ArchiveJobDeps,
  archiveId: string,
): Promise<'built' | 'already-built' | 'unknown'> => {
  const record = await deps.archives.get(archiveId);
  if (!record) return 'unknown';
  let built = false;
  for (let part = 0; part < partsOf(record).length; part += 1) {
    const outcome = await buildArchivePart(deps, { archiveId, part }, () => Number.POSITIVE_INFINITY);
    if (outcome.kind === 'unknown') return 'unknown';
    if (outcome.kind === 'built') built = true;
  }
  return built ? 'built' : 'already-built';
};
