/**
 * Archive storage in memory, with S3's multipart rules that matter to a resumed zip: chunks are
 * numbered, a chunk sent again under the same number replaces the first, and an upload's object
 * appears only when it is completed with the chunks named (or never, once aborted).
 */
import { Readable } from 'node:stream';
import type { ArchiveStorage } from '../../functions/adapters/archive-storage.js';

export interface InMemoryArchiveStorage extends ArchiveStorage {
  readonly objects: Map<string, Buffer>;
  /** Every chunk sent, in order: `${uploadId}#${number}`. */
  readonly sent: string[];
}

export const inMemoryArchiveStorage = (
  originals: Record<string, Uint8Array> = {},
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
      if (!upload || upload.key !== key)
        throw Object.assign(new Error('NoSuchUpload'), { name: 'NoSuchUpload' });
      sent.push(`${uploadId}#${number}`);
      upload.chunks.set(number, Buffer.from(body));
      return `"etag-${uploadId}-${number}-${body.length}"`;
    },
    async completeUpload(key, uploadId, chunks) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key)
        throw Object.assign(new Error('NoSuchUpload'), { name: 'NoSuchUpload' });
      const bytes = chunks.map((chunk) => {
        const stored = upload.chunks.get(chunk.number);
        if (!stored || chunk.etag !== `"etag-${uploadId}-${chunk.number}-${stored.length}"`)
          throw new Error(`InvalidPart ${chunk.number}`);
        return stored;
      });
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
