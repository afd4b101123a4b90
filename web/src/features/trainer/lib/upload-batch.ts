/**
 * A batch of photos sent straight to storage: each file hashed (so the server can recognise a photo
 * it already holds), the batch signed in one call per 100 files, then at most `concurrency` PUTs at a
 * time (p-limit), each retried with exponential backoff (p-retry) so a moment without network costs
 * a retry, not the photo. Progress is reported per file through `onUpdate`.
 */
import pLimit from 'p-limit';
import pRetry from 'p-retry';
import type { DepositContentType } from '../../../../../shared/limits';
import { MAX_UPLOAD_BATCH } from '../../../../../shared/limits';
import type { SignUploadsRequest, SignUploadsResponse } from '../../../../../shared/schemas';

export type FileState = 'waiting' | 'hashing' | 'sending' | 'retrying' | 'done' | 'duplicate' | 'failed';

export interface FileProgress {
  readonly name: string;
  readonly size: number;
  readonly sent: number;
  readonly state: FileState;
}

export interface BatchDeps {
  readonly hash: (file: Blob) => Promise<string>;
  readonly sign: (files: SignUploadsRequest['files']) => Promise<SignUploadsResponse>;
  readonly put: (
    url: string,
    headers: Readonly<Record<string, string>>,
    file: Blob,
    onProgress: (sent: number) => void,
  ) => Promise<void>;
}

export interface BatchOptions {
  readonly concurrency: number;
  readonly retries: number;
  /** First retry delay; doubled at each retry. */
  readonly minTimeoutMs: number;
}

export const defaultBatchOptions: BatchOptions = { concurrency: 4, retries: 6, minTimeoutMs: 1000 };

export interface BatchPhoto {
  readonly file: Blob & { readonly name: string };
  readonly type: DepositContentType;
}

export interface BatchResult {
  readonly uploaded: number;
  readonly duplicates: number;
  readonly failed: number;
}

/** Client errors (400, 403…) will not improve with time; network failures and 5xx may. */
const worthRetrying = (error: Error): boolean => {
  const status = (error as Error & { status?: unknown }).status;
  return typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500;
};

export const runBatch = async (
  photos: readonly BatchPhoto[],
  deps: BatchDeps,
  onUpdate: (index: number, patch: Partial<FileProgress>) => void,
  options: BatchOptions = defaultBatchOptions,
): Promise<BatchResult> => {
  const retry = <T>(run: () => Promise<T>, onRetry?: () => void) =>
    pRetry(run, {
      retries: options.retries,
      factor: 2,
      minTimeout: options.minTimeoutMs,
      shouldRetry: ({ error }) => worthRetrying(error),
      onFailedAttempt: () => onRetry?.(),
    });

  const hashes: string[] = [];
  for (const [index, photo] of photos.entries()) {
    onUpdate(index, { state: 'hashing' });
    hashes.push(await deps.hash(photo.file));
    onUpdate(index, { state: 'waiting' });
  }

  const limit = pLimit(options.concurrency);
  const sends: Promise<'done' | 'failed'>[] = [];
  let duplicates = 0;
  for (let start = 0; start < photos.length; start += MAX_UPLOAD_BATCH) {
    const chunk = photos.slice(start, start + MAX_UPLOAD_BATCH);
    const signed = await retry(() =>
      deps.sign(
        chunk.map((photo, i) => ({
          name: photo.file.name,
          type: photo.type,
          size: photo.file.size,
          sha256: hashes[start + i] ?? '',
        })),
      ),
    );
    const toSend = new Map(signed.uploads.map((upload) => [upload.sha256, upload]));
    chunk.forEach((photo, i) => {
      const index = start + i;
      const upload = toSend.get(hashes[index]);
      if (!upload) {
        duplicates += 1;
        onUpdate(index, { state: 'duplicate', sent: photo.file.size });
        return;
      }
      // A repeat of the same content in this batch is sent once.
      toSend.delete(hashes[index]);
      sends.push(
        limit(async () => {
          onUpdate(index, { state: 'sending', sent: 0 });
          try {
            await retry(
              () => deps.put(upload.url, upload.headers, photo.file, (sent) => onUpdate(index, { sent })),
              () => onUpdate(index, { state: 'retrying', sent: 0 }),
            );
            onUpdate(index, { state: 'done', sent: photo.file.size });
            return 'done';
          } catch {
            onUpdate(index, { state: 'failed', sent: 0 });
            return 'failed';
          }
        }),
      );
    });
  }
  const outcomes = await Promise.all(sends);
  return {
    uploaded: outcomes.filter((outcome) => outcome === 'done').length,
    duplicates,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
  };
};
