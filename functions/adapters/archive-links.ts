/**
 * Download links of finished zip archives. They are media like the photos: signed by the one media
 * signer, through CloudFront (the site's own origin, path /archives/…) in the cloud and through the
 * local runtime's media route locally, with the same URL shape and the same checks.
 */
import type { ArchiveLinks } from '#functions/ports/archive-links.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';

export const createArchiveLinks = (signer: Pick<UrlSigner, 'getUrl'>): ArchiveLinks => ({
  url: (key, options) => signer.getUrl(key, options),
});
