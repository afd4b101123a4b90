/**
 * Storage the archive worker streams through: originals read one at a time, the zip written by a
 * multipart upload whose parts are sent as they fill, so memory stays flat whatever the size.
 */
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** 8 MB parts, two in flight: about 16 MB of buffers per archive, and 10,000 parts reach 80 GB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export interface ArchiveStorage {
  /** A stream of the object's bytes; undefined when it does not exist. */
  openRead(key: string): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * Streams `body` to `key`. The object appears only when the upload completes (multipart
   * completion, or the single PUT of a small zip, is atomic); on failure the parts are aborted.
   */
  write(
    key: string,
    body: Readable,
    headers: { contentType: string; contentDisposition: string },
  ): Promise<void>;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export const createS3ArchiveStorage = (s3: S3Client, bucket: string): ArchiveStorage => ({
  async openRead(key) {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async exists(key) {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  },
  async write(key, body, { contentType, contentDisposition }) {
    const upload = new Upload({
      client: s3,
      params: {
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentDisposition: contentDisposition,
      },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    body.once('error', () => {
      upload.abort().catch(() => undefined);
    });
    await upload.done();
  },
});
