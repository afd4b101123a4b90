/**
 * The media URL signer, faked for unit tests: its URLs say which key and method they are for, and
 * `fakeMediaEdge` opens them as CloudFront and S3 open the real ones.
 */
import type { UrlSigner } from '#functions/ports/url-signer.js';

import { UPLOAD_URL_TTL_SECONDS } from '#shared/limits.js';

/** A signer whose URLs say which key and method they are for, signed at `now`. */
export const fakeSigner = (now: Date): UrlSigner => ({
  async getUrl(key, options = {}) {
    const name = options.downloadName === undefined ? '' : `&as=${encodeURIComponent(options.downloadName)}`;
    return `https://media.test/${key}?get${name}`;
  },
  async getScopedUrls({ prefix, lifetime, notAfter }, keys) {
    // As the CloudFront signer: a scope signs nothing outside it.
    const outside = keys.find((key) => !key.startsWith(prefix));
    if (outside !== undefined) throw new Error(`${outside} is not under ${prefix}`);
    const scope = `scope=${encodeURIComponent(prefix)}&lifetime=${lifetime}`;
    const until = notAfter ? `&notAfter=${notAfter.toISOString()}` : '';
    return keys.map((key) => `https://media.test/${key}?get&${scope}${until}`);
  },
  async putUrl(key, { contentType }) {
    return {
      url: `https://media.test/${key}?put`,
      // As the S3 presigner's: the type to send; the browser sets the length itself.
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
    };
  },
});
