/** The media bucket, behind a small interface the business code receives. */

import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStorage } from '#functions/ports/object-storage.js';

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'));

export const createS3ObjectStorage = (s3: S3Client, bucket: string): ObjectStorage => ({
  async getBytes(key) {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async head(key) {
    try {
      const answer = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async put(key, body, contentType) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Keys change whenever content changes, so browsers may keep a copy.
        CacheControl: 'private, max-age=31536000, immutable',
      }),
    );
  },
  async copy(from, to) {
    try {
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'COPY',
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  },
  async delete(keys) {
    if (keys.length === 0) return { failed: [] };
    const failed: string[] = [];
    for (let start = 0; start < keys.length; start += 1000) {
      const chunk = keys.slice(start, start + 1000);
      const answer = await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      for (const error of answer.Errors ?? []) if (error.Key) failed.push(error.Key);
    }
    return { failed };
  },
});
