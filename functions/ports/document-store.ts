/**
 * The document-store port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/document-store.ts; functions/composition hands the implementation to those who take it.
 */

export interface StoredObject {
  /** The key without the listed prefix. */
  readonly name: string;
  readonly size: number;
}

export interface DocumentStore {
  /** The objects right under `prefix` (not in sub-folders), every page read. */
  listFiles(prefix: string): Promise<StoredObject[]>;
  /** The sub-folder names right under `prefix`. */
  listFolders(prefix: string): Promise<string[]>;
}
