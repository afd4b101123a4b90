/**
 * Archive storage in memory, with S3's multipart rules that matter to a resumed zip: chunks are
 * numbered, a chunk sent again under the same number replaces the first (and its ETag, the bytes'
 * MD5 as S3's, no longer completes the upload), every chunk but the last is at least S3's minimum,
 * and an upload's object appears only when it is completed with the chunks named (or never, once
 * aborted).
 */

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';

export interface InMemoryArchiveStorage extends ArchiveStorage {
  readonly objects: Map<string, Buffer>;
  /** Every chunk sent, in order: `${uploadId}#${number}`. */
  readonly sent: string[];
}

/** An error named as S3 names it, which is what the worker tells apart. */
const s3Error = (name: string, message: string): Error => Object.assign(new Error(message), { name });

const etagOf = (bytes: Uint8Array): string => `"${createHash('md5').update(bytes).digest('hex')}"`;

export const inMemoryArchiveStorage = (
  originals: Record<string, Uint8Array> = {},
  /** S3's smallest chunk but for the last; tests of tiny zips lower it, as the emulator allows. */
  { minChunkBytes = 5 * 1024 * 1024 }: { minChunkBytes?: number } = {},
): InMemoryArchiveStorage => {
  const objects = new Map<string, Buffer>(
    Object.entries(originals).map(([key, bytes]) => [key, Buffer.from(bytes)]),
  );
  const uploads = new Map<string, { key: string; chunks: Map<number, Buffer> }>();
  const sent: string[] = [];
  let nextUpload = 1;
  return {
    objects,
    sent,
    async openRead(key) {
      const bytes = objects.get(key);
      // Several small reads, as S3 streams a body.
      return bytes && Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]);
    },
    async exists(key) {
      return objects.has(key);
    },
    async startUpload(key) {
      const uploadId = `upload-${nextUpload++}`;
      uploads.set(uploadId, { key, chunks: new Map() });
      return uploadId;
    },
    async uploadChunk(key, uploadId, number, body) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) throw s3Error('NoSuchUpload', `No upload ${uploadId}`);
      sent.push(`${uploadId}#${number}`);
      upload.chunks.set(number, Buffer.from(body));
      return etagOf(body);
    },
    async completeUpload(key, uploadId, chunks) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) throw s3Error('NoSuchUpload', `No upload ${uploadId}`);
      const bytes = chunks.map((chunk) => {
        const stored = upload.chunks.get(chunk.number);
        if (!stored || chunk.etag !== etagOf(stored))
          throw s3Error('InvalidPart', `Chunk ${chunk.number} is not the one stored`);
        return stored;
      });
      if (bytes.slice(0, -1).some((chunk) => chunk.length < minChunkBytes))
        throw s3Error('EntityTooSmall', `A chunk but the last is under ${minChunkBytes} bytes`);
      uploads.delete(uploadId);
      objects.set(key, Buffer.concat(bytes));
    },
    async abortUpload(_key, uploadId) {
      uploads.delete(uploadId);
    },
    async readJson(key) {
      const bytes = objects.get(key);
      return bytes && (JSON.parse(bytes.toString('utf8')) as unknown);
    },
    async writeJson(key, value) {
      objects.set(key, Buffer.from(JSON.stringify(value)));
    },
  };
};
