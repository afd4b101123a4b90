/**
 * The media job for one uploaded object: check it, make the derivatives, record the outcome and
 * remove the upload. SQS delivers at least once and a Lambda may stop between any two steps, so every
 * step can be run again: derivative writes are overwrites, record transitions are conditional
 * (pending → ready or refused), and the upload is deleted last.
 */

import { crc32 } from 'node:zlib';
import type { Logger } from '@aws-lambda-powertools/logger';
import { FIRST_COPIES, type PhotoRecord } from '#functions/domain/photo.js';
import { type DerivedImages, type ImageProcessor, ImageRejection } from '#functions/ports/image-processor.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { type PhotoVariant, parseUploadKey, photoKeys } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { photoVersionKeys, RENDITION_TYPE, RENDITIONS_VERSION, renditionKey } from '#shared/renditions.js';

/** Hears of each photo about to be made ready, so its trainer's batch is announced once over. */
export interface BatchActivity {
  photoProcessed(photo: Pick<PhotoRecord, 'stageId' | 'uploader'>, at: Date): Promise<void>;
}

/** What the job needs; CoreDeps plus an image processor and the batches satisfies it. */
export interface MediaJobDeps {
  readonly media: ObjectStorage;
  readonly photos: Pick<PhotoStore, 'get' | 'markReady' | 'markRejected'>;
  readonly images: ImageProcessor;
  readonly batches: BatchActivity;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  readonly clock: () => Date;
}

export type UploadOutcome =
  /** Derivatives written, record ready, upload deleted. */
  | 'ready'
  /** Record refused with a French reason, upload deleted. */
  | 'rejected'
  /** Not an upload key: nothing to do. */
  | 'ignored'
  /** No record: nobody signed this upload (or its photo was deleted since); the object is deleted. */
  | 'unannounced'
  /** The record had already left "pending": an earlier delivery did the work. */
  | 'already-processed';

/** The upload is gone while its record still waits for it: SQS must retry (then dead-letter it). */
export class UploadMissingError extends Error {
  override readonly name = 'UploadMissingError';
  constructor(readonly key: string) {
    super(`Upload object ${key} is missing while its photo is still pending`);
  }
}

const VARIANTS: readonly PhotoVariant[] = ['original', 'display', 'thumb'];
const JPEG = 'image/jpeg';

interface Job {
  readonly deps: MediaJobDeps;
  readonly key: string;
  readonly stageId: string;
  readonly photoId: string;
}

interface Result {
  readonly outcome: UploadOutcome;
  readonly details?: Record<string, unknown>;
}

const remove = async ({ media }: MediaJobDeps, keys: readonly string[]): Promise<void> => {
  const { failed } = await media.delete(keys);
  // Leftovers would stay forever: fail so that SQS retries the (idempotent) job.
  if (failed.length > 0) throw new Error(`Could not delete ${failed.join(', ')}`);
};

/**
 * The record is not pending (any more): the upload goes in every case; the derivatives stay only for
 * a ready photo, so nothing half-made of a refused or deleted photo is left behind.
 */
const tidyUp = async (job: Job, record: PhotoRecord | undefined): Promise<void> => {
  const derivatives = photoVersionKeys(job.stageId, job.photoId, 1, FIRST_COPIES);
  await remove(job.deps, record?.status === 'prete' ? [job.key] : [job.key, ...derivatives]);
};

const reject = async (job: Job, reason: string, details: Record<string, unknown>): Promise<Result> => {
  const { photos } = job.deps;
  const refused = await photos.markRejected(job.stageId, job.photoId, reason);
  await tidyUp(job, refused ? undefined : await photos.get(job.stageId, job.photoId));
  return { outcome: refused ? 'rejected' : 'already-processed', details: { reason, ...details } };
};

const publish = async (job: Job, record: PhotoRecord, derived: DerivedImages): Promise<Result> => {
  const { media, photos } = job.deps;
  const keys = photoKeys(job.stageId, job.photoId, 1, FIRST_COPIES);
  await Promise.all([
    ...VARIANTS.map((variant) => media.put(keys[variant], derived[variant].data, JPEG)),
    ...derived.renditions.map((copy) =>
      media.put(
        renditionKey(job.stageId, job.photoId, copy.name, 1, FIRST_COPIES),
        copy.data,
        RENDITION_TYPE,
      ),
    ),
  ]);
  // Before the photo is ready: should this fail, the job is retried while the photo is still
  // pending, so no ready photo is ever left out of its batch's check.
  await job.deps.batches.photoProcessed(record, job.deps.clock());
  const { width, height, data } = derived.original;
  const processed = { width, height, bytes: data.byteLength };
  const ready = await photos.markReady(job.stageId, job.photoId, {
    ...processed,
    crc32: crc32(data) >>> 0,
    taken_at: derived.takenAt,
    copies: FIRST_COPIES,
    placeholder: derived.placeholder,
    renditions: RENDITIONS_VERSION,
  });
  if (!ready) {
    // Another delivery finished first, or the photo was deleted meanwhile.
    await tidyUp(job, await photos.get(job.stageId, job.photoId));
    return { outcome: 'already-processed', details: processed };
  }
  await remove(job.deps, [job.key]);
  return { outcome: 'ready', details: processed };
};

const run = async (job: Job): Promise<Result> => {
  const { media, photos, images } = job.deps;
  const record = await photos.get(job.stageId, job.photoId);
  if (!record) {
    await tidyUp(job, undefined);
    return { outcome: 'unannounced' };
  }
  if (record.status !== 'en_attente') {
    await tidyUp(job, record);
    return { outcome: 'already-processed', details: { status: record.status } };
  }

  // The emulator does not enforce the size signed into the URL, and a URL may be reused: check here,
  // before downloading anything.
  const head = await media.head(job.key);
  if (!head) throw new UploadMissingError(job.key);
  if (head.size > MAX_UPLOAD_BYTES) return reject(job, messages.rejection.tooLarge, { size: head.size });
  const bytes = await media.getBytes(job.key);
  if (!bytes) throw new UploadMissingError(job.key);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    return reject(job, messages.rejection.tooLarge, { size: bytes.byteLength });
  }

  let derived: DerivedImages;
  let format: string;
  try {
    ({ format } = await images.inspect(bytes));
    derived = await images.derive(bytes);
  } catch (error) {
    if (error instanceof ImageRejection) {
      return reject(job, error.reason, { kind: error.kind, detail: error.detail, size: bytes.byteLength });
    }
    throw error;
  }
  const published = await publish(job, record, derived);
  return { ...published, details: { ...published.details, format, size: bytes.byteLength } };
};

/** Processes the upload at `key`; throws only when a retry may succeed. */
export const processUpload = async (deps: MediaJobDeps, key: string): Promise<UploadOutcome> => {
  const started = deps.clock().getTime();
  const ids = parseUploadKey(key);
  if (!ids) {
    deps.logger.warn('Media job: not an upload key, ignored', { key, outcome: 'ignored' });
    return 'ignored';
  }
  const job: Job = { deps, key, ...ids };
  const context = () => ({ ...ids, durationMs: deps.clock().getTime() - started });
  try {
    const { outcome, details } = await run(job);
    deps.logger.info('Media job done', { ...context(), outcome, ...details });
    return outcome;
  } catch (error) {
    deps.logger.error('Media job failed, to be retried', { ...context(), outcome: 'failed', error });
    throw error;
  }
};
