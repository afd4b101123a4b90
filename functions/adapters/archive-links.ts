/**
 * Download links of finished zip archives. They are media like the photos: signed by the one media
 * signer, through CloudFront (the site's own origin, path /archives/…) in the cloud and through the
 * local runtime's media route locally, with the same URL shape and the same checks.
 */
import type { UrlSigner } from './url-signer.js';

export interface ArchiveLinks {
  /** An expiring GET link to the archive stored at `key`; saved as `downloadName` when given. */
  url(key: string, options?: { downloadName?: string }): Promise<string>;
}

export const createArchiveLinks = (signer: Pick<UrlSigner, 'getUrl'>): ArchiveLinks => ({
  url: (key, options) => signer.getUrl(key, options),
});
