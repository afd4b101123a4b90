/**
 * A stream written to one S3 key by a multipart upload whose parts are sent as they fill (lib-storage),
 * so memory stays flat whatever the size. No function uses it: the archive worker drives its own
 * multipart uploads chunk by chunk (archive-storage.ts), and the archive bench measures this plain
 * copy beside it. Kept apart so that lib-storage is in no Lambda's bundle.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** 8 MB parts, two in flight: about 16 MB of buffers per upload, and 10,000 parts reach 80 GB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Streams `body` to `key`. The object appears only when the upload completes (multipart completion,
 * or the single PUT of a small body, is atomic); on failure the parts are aborted.
 */
export const streamToS3 = async (
  s3: S3Client,
  bucket: string,
  key: string,
  body: Readable,
  { contentType, contentDisposition }: { contentType: string; contentDisposition: string },
): Promise<void> => {
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
};
