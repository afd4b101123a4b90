/**
 * Storage the archive worker streams through: originals read one at a time, the zip written by a
 * multipart upload whose parts are sent as they fill, so memory stays flat whatever the size.
 */

import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';

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
  async startUpload(key, { contentType, contentDisposition }) {
    const answer = await s3.send(
      new CreateMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ContentDisposition: contentDisposition,
      }),
    );
    if (!answer.UploadId) throw new Error(`No upload id for ${key}`);
    return answer.UploadId;
  },
  async uploadChunk(key, uploadId, number, body) {
    const answer = await s3.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: number, Body: body }),
    );
    if (!answer.ETag) throw new Error(`No ETag for chunk ${number} of ${key}`);
    return answer.ETag;
  },
  async completeUpload(key, uploadId, chunks) {
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: chunks.map((chunk) => ({ PartNumber: chunk.number, ETag: chunk.etag })) },
      }),
    );
  },
  async abortUpload(key, uploadId) {
    await s3.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
  },
  async readJson(key) {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return JSON.parse((await answer.Body?.transformToString()) ?? 'null') as unknown;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async writeJson(key, value) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: JSON.stringify(value),
        ContentType: 'application/json',
      }),
    );
  },
});
