/**
 * The file-links port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/file-links.ts; functions/composition hands the implementation to those who take it.
 */

export interface FileLinks {
  /** A GET link for `key`, shown or saved as `fileName`. */
  link(key: string, fileName: string): Promise<string>;
}
