/**
 * The object-storage port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/object-storage.ts; functions/composition hands the implementation to those who take it.
 */

export interface StoredObjectInfo {
  readonly size: number;
  readonly contentType: string | undefined;
}

export interface ObjectStorage {
  /** The object's bytes, or undefined when it does not exist. */
  getBytes(key: string): Promise<Uint8Array | undefined>;
  head(key: string): Promise<StoredObjectInfo | undefined>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Copies an object within the bucket, type and cache headers included; false when `from` is absent. */
  copy(from: string, to: string): Promise<boolean>;
  /** Deletes the keys; answers the keys that could not be deleted. */
  delete(keys: readonly string[]): Promise<{ failed: string[] }>;
}
