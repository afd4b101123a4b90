/**
 * The url-signer port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/url-signer.ts; functions/composition hands the implementation to those who take it.
 */
import type { LinkLifetime } from '#shared/media-links.js';

export interface SignedUpload {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly expiresAt: Date;
}

/** What one signature covers: every object under a key prefix, for a while. */
export interface LinkScope {
  /** A key prefix ending in `/`: the links open whatever lies under it, and nothing else. */
  readonly prefix: string;
  readonly lifetime: LinkLifetime;
  /** A time after which the links must open nothing (a photo's deletion time), when it comes sooner. */
  readonly notAfter?: Date | undefined;
}

export interface UrlSigner {
  /** A GET link to one object, for an hour at least; with downloadName the browser saves it under that name. */
  getUrl(key: string, options?: { downloadName?: string }): Promise<string>;
  /** GET links to `keys`, each under the scope's prefix, all signed once for that scope. */
  getScopedUrls(scope: LinkScope, keys: readonly string[]): Promise<string[]>;
  /** A PUT link pinned to one key, content type and exact length. */
  putUrl(key: string, upload: { contentType: string; contentLength: number }): Promise<SignedUpload>;
}
