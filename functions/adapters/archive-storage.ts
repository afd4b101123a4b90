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
