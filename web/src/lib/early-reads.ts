/**
 * Reads that index.html's first script started before the app's code arrived
 * (shared/early-reads.ts): the API client takes the answer of one instead of asking again, once,
 * when it asks for the same URL with the same token.
 */
import { EARLY_READS_GLOBAL, type EarlyReads } from '#shared/early-reads-global';

const earlyReads = (): EarlyReads | undefined =>
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] as EarlyReads | undefined);

/**
 * The answer to come for a GET of `url` started early with the same Authorization header, or null.
 * Taken once: a later read of the same URL (a refresh, a retry) goes to the server.
 */
export const takeEarlyRead = (url: string, authorization: string | null): Promise<Response> | null => {
  const reads = earlyReads();
  const read = reads?.[url];
  if (!reads || !read) return null;
  delete reads[url];
  return read.authorization === authorization ? read.response : null;
};
