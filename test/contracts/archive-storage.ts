/**
 * What the storage the archive worker streams through does, on S3 and in memory alike: originals
 * read as streams, a zip written by a multipart upload that a later worker can go on with, and the
 * workers' checkpoints.
 */

import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';

/** A storage holding these objects (key → bytes), besides any others. */
export type MakeArchiveStorage = (originals: Readonly<Record<string, Uint8Array>>) => Promise<ArchiveStorage>;

/** S3's smallest chunk of a multipart upload, but for the last one. */
const MIN_CHUNK_BYTES = 5 * 1024 * 1024;

const zipHeaders = {
  contentType: 'application/zip',
  contentDisposition: 'attachment; filename="photos.zip"',
};

const read = async (stream: Readable | undefined): Promise<Buffer | undefined> =>
  stream && (await buffer(stream));

export const describeArchiveStorageContract = (name: string, makeStorage: MakeArchiveStorage): void => {
  describe(`archive storage contract: ${name}`, () => {
    it('streams an original, and knows nothing of a missing one', async () => {
      const key = `photos/${newId()}/p1/original.jpg`;
      const storage = await makeStorage({ [key]: Buffer.from('les octets de la photo') });
      expect(await storage.exists(key)).toBe(true);
      expect((await read(await storage.openRead(key)))?.toString()).toBe('les octets de la photo');
      expect(await storage.exists(`${key}.absent`)).toBe(false);
      expect(await storage.openRead(`${key}.absent`)).toBeUndefined();
    });

    it('shows the zip only once completed with its chunks, a chunk sent again replacing the first', async () => {
      const storage = await makeStorage({});
      const key = `archives/${newId()}/a1.zip`;
      const uploadId = await storage.startUpload(key, zipHeaders);
      const first = Buffer.alloc(MIN_CHUNK_BYTES, 1);
      const staleEtag = await storage.uploadChunk(key, uploadId, 1, Buffer.alloc(MIN_CHUNK_BYTES, 9));
      // A worker that ran short of time sends the chunk again: the new bytes win.
      const firstEtag = await storage.uploadChunk(key, uploadId, 1, first);
      const lastEtag = await storage.uploadChunk(key, uploadId, 2, Buffer.from('fin'));
      expect(await storage.exists(key)).toBe(false);
      await expect(
        storage.completeUpload(key, uploadId, [
          { number: 1, etag: staleEtag },
          { number: 2, etag: lastEtag },
        ]),
      ).rejects.toMatchObject({ name: 'InvalidPart' });
      await storage.completeUpload(key, uploadId, [
        { number: 1, etag: firstEtag },
        { number: 2, etag: lastEtag },
      ]);
      const zip = await read(await storage.openRead(key));
      expect(zip?.length).toBe(MIN_CHUNK_BYTES + 3);
      expect(zip?.subarray(MIN_CHUNK_BYTES - 1).toString('latin1')).toBe('\u0001fin');
    });

    it('refuses a chunk smaller than S3 allows anywhere but last', async () => {
      const storage = await makeStorage({});
      const key = `archives/${newId()}/a1.zip`;
      const uploadId = await storage.startUpload(key, zipHeaders);
      const chunks = [
        { number: 1, etag: await storage.uploadChunk(key, uploadId, 1, Buffer.from('trop court')) },
        { number: 2, etag: await storage.uploadChunk(key, uploadId, 2, Buffer.from('fin')) },
      ];
      await expect(storage.completeUpload(key, uploadId, chunks)).rejects.toMatchObject({
        name: 'EntityTooSmall',
      });
      await storage.abortUpload(key, uploadId);
    });

    it('takes nothing more for an upload aborted or already completed', async () => {
      // S3 names the refusal NoSuchUpload, on which the worker starts a part over; the emulator
      // answers a bare 500 instead, so only the refusal itself is held here.
      const storage = await makeStorage({});
      const [aborted, completed] = [`archives/${newId()}/a1.zip`, `archives/${newId()}/a2.zip`];
      const abortedId = await storage.startUpload(aborted, zipHeaders);
      const etag = await storage.uploadChunk(aborted, abortedId, 1, Buffer.from('seul morceau'));
      await storage.abortUpload(aborted, abortedId);
      await expect(storage.uploadChunk(aborted, abortedId, 2, Buffer.from('x'))).rejects.toThrow();
      await expect(storage.completeUpload(aborted, abortedId, [{ number: 1, etag }])).rejects.toThrow();
      expect(await storage.exists(aborted)).toBe(false);
      const completedId = await storage.startUpload(completed, zipHeaders);
      const only = await storage.uploadChunk(completed, completedId, 1, Buffer.from('seul morceau'));
      await storage.completeUpload(completed, completedId, [{ number: 1, etag: only }]);
      await expect(storage.uploadChunk(completed, completedId, 2, Buffer.from('x'))).rejects.toThrow();
      expect((await read(await storage.openRead(completed)))?.toString()).toBe('seul morceau');
    });

    it("keeps a worker's checkpoint, the last written winning", async () => {
      const storage = await makeStorage({});
      const key = `archives/${newId()}/a1-1.checkpoint.json`;
      expect(await storage.readJson(key)).toBeUndefined();
      await storage.writeJson(key, { next: 3, chunks: [{ number: 1, etag: '"e1"' }] });
      await storage.writeJson(key, { next: 4, chunks: [], nom: 'Séjour été' });
      expect(await storage.readJson(key)).toEqual({ next: 4, chunks: [], nom: 'Séjour été' });
    });
  });
};
