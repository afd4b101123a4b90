/**
 * The archive-storage port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/archive-storage.ts; functions/composition hands the implementation to those who take it.
 */
import type { Readable } from 'node:stream';

/** A chunk of a multipart upload already stored: its number and the ETag that completes it. */
export interface UploadedChunk {
  readonly number: number;
  readonly etag: string;
}

export interface ArchiveStorage {
  /** A stream of the object's bytes; undefined when it does not exist. */
  openRead(key: string): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * A multipart upload driven chunk by chunk, so that a worker can stop and another go on with the
   * same upload: start it, send numbered chunks, complete it with their ETags (or abort it).
   */
  startUpload(key: string, headers: { contentType: string; contentDisposition: string }): Promise<string>;
  uploadChunk(key: string, uploadId: string, number: number, body: Uint8Array): Promise<string>;
  completeUpload(key: string, uploadId: string, chunks: readonly UploadedChunk[]): Promise<void>;
  abortUpload(key: string, uploadId: string): Promise<void>;
  /** A small JSON document (a worker's checkpoint); undefined when absent. */
  readJson(key: string): Promise<unknown>;
  writeJson(key: string, value: unknown): Promise<void>;
}
