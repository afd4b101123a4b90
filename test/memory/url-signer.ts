/**
 * A URL signer for unit tests: links name the key (and the download name) so a test can tell which
 * file a link opens; PUT links carry the pinned type and length and expire an hour after `now`.
 */
import type { UrlSigner } from '../../functions/adapters/url-signer.js';

export const fakeUrlSigner = (now = new Date('2027-07-01T08:00:00Z')): UrlSigner => ({
  async getUrl(key, options = {}) {
    return `https://media.test/${key}${options.downloadName ? `?name=${encodeURIComponent(options.downloadName)}` : ''}`;
  },
  async putUrl(key, upload) {
    return {
      url: `https://media.test/${key}?put&type=${encodeURIComponent(upload.contentType)}&length=${upload.contentLength}`,
      headers: { 'Content-Type': upload.contentType },
      expiresAt: new Date(now.getTime() + 3600_000),
    };
  },
});
