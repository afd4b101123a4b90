/** The media URL signer, faked for unit tests: its URLs say which key and method they are for. */
import type { UrlSigner } from '../../functions/adapters/url-signer.js';

/** A signer whose URLs say which key and method they are for, valid one hour from `now`. */
export const fakeSigner = (now: Date): UrlSigner => ({
  async getUrl(key) {
    return `https://media.test/${key}?get`;
  },
  async getScopedUrls({ prefix, lifetime, notAfter }, keys) {
    const scope = `scope=${encodeURIComponent(prefix)}&lifetime=${lifetime}`;
    const until = notAfter ? `&notAfter=${notAfter.toISOString()}` : '';
    return keys.map((key) => `https://media.test/${key}?get&${scope}${until}`);
  },
  async putUrl(key, { contentType, contentLength }) {
    return {
      url: `https://media.test/${key}?put`,
      headers: { 'content-type': contentType, 'content-length': String(contentLength) },
      expiresAt: new Date(now.getTime() + 3_600_000),
    };
  },
});
