/**
 * Where index.html's first script leaves the reads it started (early-reads.ts) for the app to take
 * (web/src/lib/early-reads.ts). Apart from the script, so that the app's code does not carry the
 * script's text or what builds it.
 */

/** The window's property: request URL → what was sent and the answer to come. */
export const EARLY_READS_GLOBAL = '__earlyReads';

export interface EarlyRead {
  /** The Authorization header sent: the app takes the answer only if it would send the same. */
  readonly authorization: string;
  readonly response: Promise<Response>;
}

export type EarlyReads = Record<string, EarlyRead>;
