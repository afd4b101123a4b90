/**
 * The zip's bytes cut into fixed-size chunks of one multipart upload, two in flight while the next
 * photo is read. A worker that resumes an upload passes the bytes already stored: it writes the zip
 * again from an earlier offset and the chunks already uploaded are not sent twice.
 */
import type { ArchiveStorage, UploadedChunk } from '#functions/ports/archive-storage.js';

const IN_FLIGHT = 2;

export interface ChunkedUploadStart {
  readonly key: string;
  readonly uploadId: string;
  readonly chunkBytes: number;
  /** Chunks stored by earlier workers, numbered from 1 without a gap. */
  readonly stored: readonly UploadedChunk[];
  /** Zip offset of the first byte the caller writes (at or before the end of the stored chunks). */
  readonly position: number;
}

export class ChunkedUpload {
  readonly #storage: Pick<ArchiveStorage, 'uploadChunk' | 'completeUpload'>;
  readonly #start: ChunkedUploadStart;
  readonly #etags = new Map<number, string>();
  readonly #inFlight = new Set<Promise<void>>();
  /** Bytes before this offset are already stored: written again, they are dropped. */
  readonly #storedUntil: number;
  #buffer: Buffer[] = [];
  #buffered = 0;
  #next: number;
  #failure: unknown;
  position: number;

  constructor(storage: Pick<ArchiveStorage, 'uploadChunk' | 'completeUpload'>, start: ChunkedUploadStart) {
    this.#storage = storage;
    this.#start = start;
    for (const chunk of start.stored) this.#etags.set(chunk.number, chunk.etag);
    this.#next = start.stored.length + 1;
    this.#storedUntil = start.stored.length * start.chunkBytes;
    if (start.position > this.#storedUntil) throw new Error('Resumed past the stored bytes');
    this.position = start.position;
  }

  /** The chunks stored so far, numbered from 1 without a gap: what a checkpoint may count on. */
  stored(): UploadedChunk[] {
    const chunks: UploadedChunk[] = [];
    for (let number = 1; this.#etags.has(number); number += 1) {
      chunks.push({ number, etag: this.#etags.get(number) ?? '' });
    }
    return chunks;
  }

  /** Whether bytes from `offset` on were stored by an earlier worker (so they must be written again). */
  storesBytesFrom(offset: number): boolean {
    return offset < this.#storedUntil;
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (this.#failure) throw this.#failure;
    const start = this.position;
    this.position += bytes.length;
    if (this.position <= this.#storedUntil) return;
    const fresh = start >= this.#storedUntil ? bytes : bytes.subarray(this.#storedUntil - start);
    this.#buffer.push(Buffer.from(fresh.buffer, fresh.byteOffset, fresh.byteLength));
    this.#buffered += fresh.length;
    while (this.#buffered >= this.#start.chunkBytes) await this.#send(this.#take(this.#start.chunkBytes));
  }

  /** Waits for the chunks in flight: after it, `stored()` counts every full chunk written. */
  async settle(): Promise<void> {
    await Promise.all(this.#inFlight);
    if (this.#failure) throw this.#failure;
  }

  /** Sends what is left as the last chunk and completes the upload. */
  async complete(): Promise<void> {
    if (this.#buffered > 0 || this.#next === 1) await this.#send(this.#take(this.#buffered));
    await this.settle();
    await this.#storage.completeUpload(this.#start.key, this.#start.uploadId, this.stored());
  }

  #take(length: number): Buffer {
    const all = Buffer.concat(this.#buffer, this.#buffered);
    const chunk = all.subarray(0, length);
    const rest = all.subarray(length);
    this.#buffer = rest.length > 0 ? [rest] : [];
    this.#buffered = rest.length;
    return chunk;
  }

  async #send(body: Buffer): Promise<void> {
    while (this.#inFlight.size >= IN_FLIGHT) await Promise.race(this.#inFlight);
    if (this.#failure) throw this.#failure;
    const number = this.#next;
    this.#next += 1;
    const sending: Promise<void> = this.#storage
      .uploadChunk(this.#start.key, this.#start.uploadId, number, body)
      .then(
        (etag) => {
          this.#etags.set(number, etag);
        },
        (error: unknown) => {
          this.#failure ??= error;
        },
      )
      .finally(() => this.#inFlight.delete(sending));
    this.#inFlight.add(sending);
  }
}
