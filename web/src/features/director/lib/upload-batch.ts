/**
 * A batch of photos sent straight to storage: each file hashed (so the server can recognise a photo
 * it already holds) and signed a few files per call, at most `concurrency` PUTs at a time (p-limit)
 * while the next files are hashed and signed. Both retry by the one policy (#web/lib/retry):
 * a moment without network costs a PUT a retry, not the photo; a signing call the API refuses (429,
 * busy) is asked again later and later, honouring Retry-After, and past the deadline the batch stops
 * signing, lets the PUTs under way finish and reports the rest as not sent. Progress is per file.
 */
import pLimit from 'p-limit';
import type { DepositContentType } from '#shared/limits';
import type { SignUploadsRequest, SignUploadsResponse } from '#shared/schemas';
import { clientLimits } from '#web/lib/client-limits';
import type { RetryPolicy } from '#web/lib/retry';
import { RetriesExhausted, withRetry } from '#web/lib/retry-loop';

export type FileState = 'waiting' | 'hashing' | 'sending' | 'retrying' | 'done' | 'duplicate' | 'failed';

export interface FileProgress {
  readonly name: string;
  readonly size: number;
  readonly sent: number;
  readonly state: FileState;
  /** The photo record the file became, once sent: the worker's outcome is read from it. */
  readonly photoId?: string;
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
  /** Files hashed and signed per call; sending starts after the first call, not after the last. */
  readonly signChunk: number;
  /**
   * Files of the first call, when fewer: the first photo starts going after one fingerprint and one
   * signing, not after a whole chunk's (seconds for eight phone photos on a slow phone).
   */
  readonly firstChunk?: number;
  /** Retries of a failed PUT, within the pages' busy deadline. */
  readonly retries: number;
  /** The longest first wait before a PUT's retry; doubled at each retry. */
  readonly minTimeoutMs: number;
  /** Waits between refused signing calls and their deadline; the pages' limits by default. */
  readonly signBackoff?: RetryPolicy;
}

export const defaultBatchOptions: BatchOptions = {
  concurrency: 4,
  signChunk: 8,
  firstChunk: 2,
  retries: 6,
  minTimeoutMs: 1000,
};

export interface BatchPhoto {
  readonly file: Blob & { readonly name: string };
  readonly type: DepositContentType;
  /**
   * The photo this file was signed for in an earlier run (a reload cut it): if the server now
   * answers that it holds this photo, the earlier PUT did arrive and the file counts as sent.
   */
  readonly photoId?: string;
}

export interface BatchResult {
  readonly uploaded: number;
  /** The photos stored by this batch, in the order they finished. */
  readonly uploadedIds: readonly string[];
  readonly duplicates: number;
  readonly failed: number;
  /** Set when the API stayed busy until the deadline: the failed files were never signed. */
  readonly gaveUp?: true;
}

export const runBatch = async (
  photos: readonly BatchPhoto[],
  deps: BatchDeps,
  onUpdate: (index: number, patch: Partial<FileProgress>) => void,
  options: BatchOptions = defaultBatchOptions,
): Promise<BatchResult> => {
  const limits = clientLimits();
  const signBackoff = options.signBackoff ?? { ...limits, deadlineMs: limits.busyDeadlineMs };
  const putRetry = { ...limits, deadlineMs: limits.busyDeadlineMs, firstDelayMs: options.minTimeoutMs };
  const limit = pLimit(options.concurrency);
  const sends: Promise<'done' | 'failed'>[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let unsent = 0;
  let resumed = 0;
  let signError: { readonly error: unknown } | undefined;
  const uploadedIds: string[] = [];
  const skip = (index: number, photo: BatchPhoto, heldBy?: string) => {
    if (heldBy !== undefined && heldBy === photo.photoId) {
      uploadedIds.push(heldBy);
      resumed += 1;
      onUpdate(index, { state: 'done', sent: photo.file.size, photoId: heldBy });
      return;
    }
    duplicates += 1;
    onUpdate(index, { state: 'duplicate', sent: photo.file.size });
  };
  const send = (index: number, photo: BatchPhoto, upload: SignUploadsResponse['uploads'][number]) =>
    limit(async () => {
      onUpdate(index, { state: 'sending', sent: 0, photoId: upload.photoId });
      try {
        await withRetry(
          () => deps.put(upload.url, upload.headers, photo.file, (sent) => onUpdate(index, { sent })),
          {
            ...putRetry,
            retries: options.retries,
            onRetry: () => onUpdate(index, { state: 'retrying', sent: 0 }),
          },
        );
        onUpdate(index, { state: 'done', sent: photo.file.size, photoId: upload.photoId });
        uploadedIds.push(upload.photoId);
        return 'done' as const;
      } catch {
        onUpdate(index, { state: 'failed', sent: 0 });
        return 'failed' as const;
      }
    });

  // A pipeline: while the first files are being sent, the next ones are hashed and signed. Signing
  // the whole batch first would keep the network idle until the last file is hashed.
  const firstChunk = Math.min(options.firstChunk ?? options.signChunk, options.signChunk);
  for (let start = 0; start < photos.length; ) {
    const size = start === 0 ? firstChunk : options.signChunk;
    const end = start + size;
    const chunk: { index: number; photo: BatchPhoto; sha256: string }[] = [];
    for (const [offset, photo] of photos.slice(start, end).entries()) {
      const index = start + offset;
      onUpdate(index, { state: 'hashing' });
      const sha256 = await deps.hash(photo.file);
      // The same content twice in one batch is sent once: the later copy counts as a duplicate.
      if (seen.has(sha256)) {
        skip(index, photo);
        continue;
      }
      seen.add(sha256);
      onUpdate(index, { state: 'waiting' });
      chunk.push({ index, photo, sha256 });
    }
    start = end;
    if (chunk.length === 0) continue;
    let signed: SignUploadsResponse;
    try {
      signed = await withRetry(
        () =>
          deps.sign(
            chunk.map(({ photo, sha256 }) => ({
              name: photo.file.name,
              type: photo.type,
              size: photo.file.size,
              sha256,
            })),
          ),
        {
          ...signBackoff,
          onRetry: () => {
            for (const { index } of chunk) onUpdate(index, { state: 'retrying' });
          },
        },
      );
    } catch (error) {
      // Nothing more is signed; the files already signed are still sent, and the caller hears of
      // the failure only once they are done (a new run must not send them a second time).
      if (!(error instanceof RetriesExhausted)) signError = { error };
      const notSigned = chunk.map(({ index }) => index);
      for (let index = start; index < photos.length; index += 1) notSigned.push(index);
      for (const index of notSigned) onUpdate(index, { state: 'failed', sent: 0 });
      unsent = notSigned.length;
      break;
    }
    const toSend = new Map(signed.uploads.map((upload) => [upload.sha256, upload]));
    const held = new Map(signed.duplicates.map((duplicate) => [duplicate.sha256, duplicate.photoId]));
    for (const { index, photo, sha256 } of chunk) {
      const upload = toSend.get(sha256);
      if (upload) sends.push(send(index, photo, upload));
      else skip(index, photo, held.get(sha256)); // the stay already holds it
    }
  }
  const outcomes = await Promise.all(sends);
  if (signError) throw signError.error;
  const result = {
    uploaded: outcomes.filter((outcome) => outcome === 'done').length + resumed,
    uploadedIds,
    duplicates,
    failed: outcomes.filter((outcome) => outcome === 'failed').length + unsent,
  };
  return unsent > 0 ? { ...result, gaveUp: true } : result;
};
