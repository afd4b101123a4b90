/**
 * GET links to media through CloudFront (the site's own origin, /photos/…, /stages/…, /archives/…):
 * CloudFront signed URLs, checked at the edge against the trusted key group, so the media bucket is
 * read by CloudFront alone. Uploads stay presigned S3 PUTs.
 *
 * A link opens what its signature names and nothing else:
 * - one object (stay pictures and files, zips): a canned policy over its exact URL, download name
 *   included;
 * - everything under a prefix (photos): a custom policy whose resource is the prefix followed by `*`,
 *   signed once and shared by every link under it. The services choose the prefix: one photo's
 *   family copies for a family, a whole stay for trainers and administrators.
 * The expiry comes from shared/media-links.ts and RSA PKCS#1 v1.5 signatures are deterministic, so
 * every API instance signing the same prefix in the same step gives the very same URL: the browser
 * cache hits across reloads, and the edge cache, whose key leaves the signature out, hits for every
 * holder of a link.
 */

import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { DOWNLOAD_NAME_PARAM } from '#shared/media-keys.js';
import { type LinkLifetime, linkExpiry } from '#shared/media-links.js';
import { contentDisposition } from './file-links.js';

export interface CdnSigningSettings {
  /** The site's origin, e.g. https://photos.example.org (no trailing slash). */
  readonly baseUrl: string;
  /** The id of the CloudFront public key whose private half signs ('local' for the local runtime). */
  readonly keyPairId: string;
  /** The PEM private key; read once (from Secrets Manager in the cloud) and kept. */
  readonly privateKey: () => Promise<string>;
  readonly clock: () => Date;
}

/** The expiry of an hour link signed at `now` (shared/media-links.ts). */
export const stableExpiry = (now: Date): Date => linkExpiry(now, 'hour');

/** `photos/a b/c.jpg` → `photos/a%20b/c.jpg`: each segment encoded, the slashes kept. */
export const mediaPath = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** The unsigned URL of a media key, with the download name when there is one. */
export const mediaUrl = (baseUrl: string, key: string, downloadName?: string): string => {
  const url = `${baseUrl}/${mediaPath(key)}`;
  if (!downloadName) return url;
  return `${url}?${DOWNLOAD_NAME_PARAM}=${encodeURIComponent(contentDisposition('attachment', downloadName))}`;
};

/** CloudFront's URL-safe base64: + → -, = → _, / → ~. */
const toCloudFrontBase64 = (data: Buffer): string =>
  data.toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');

/** The custom policy of a scope: anything under the prefix, until the expiry. */
export const scopePolicy = (baseUrl: string, prefix: string, expires: Date): string =>
  JSON.stringify({
    Statement: [
      {
        Resource: `${baseUrl}/${mediaPath(prefix)}*`,
        Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(expires.getTime() / 1000) } },
      },
    ],
  });

/**
 * Signed scopes kept by one instance, so a gallery reloaded or paged through signs nothing again.
 * A family's page holds up to 200 photos, one scope each; past this many the oldest are forgotten.
 */
const KEPT_SCOPES = 20_000;

export const createCloudFrontUrlSigner = (
  settings: CdnSigningSettings,
  uploads: Pick<UrlSigner, 'putUrl'>,
): UrlSigner => {
  let pem: Promise<string> | undefined;
  const readPem = (): Promise<string> => {
    pem ??= settings.privateKey().catch((error: unknown) => {
      pem = undefined; // a failed read is retried on the next request
      throw error;
    });
    return pem;
  };
  // Parsed once: signing with the PEM text would parse it again for every signature, four times
  // the cost of the signature itself.
  let keyObject: Promise<KeyObject> | undefined;
  const key = (): Promise<KeyObject> => {
    keyObject ??= readPem().then(
      (text) => createPrivateKey(text),
      (error: unknown) => {
        keyObject = undefined;
        throw error;
      },
    );
    return keyObject;
  };

  /**
   * The signature parameters of each scope, by prefix and expiry, in insertion order; kept as they
   * are being made, so the links of one page that share a scope wait for one signature.
   */
  const scopes = new Map<string, Promise<string>>();
  const signScope = async (prefix: string, expires: Date): Promise<string> => {
    const policy = scopePolicy(settings.baseUrl, prefix, expires);
    const signature = sign('sha256', Buffer.from(policy), await key());
    return (
      `Policy=${toCloudFrontBase64(Buffer.from(policy))}&Signature=${toCloudFrontBase64(signature)}` +
      `&Key-Pair-Id=${settings.keyPairId}&Hash-Algorithm=SHA256`
    );
  };
  const queryOf = (prefix: string, expires: Date): Promise<string> => {
    const id = `${expires.getTime()} ${prefix}`;
    const kept = scopes.get(id);
    if (kept) return kept;
    if (scopes.size >= KEPT_SCOPES) {
      const oldest = scopes.keys().next().value;
      if (oldest !== undefined) scopes.delete(oldest);
    }
    const query = signScope(prefix, expires);
    scopes.set(id, query);
    // A failed signature (the key could not be read) is not kept: the next request tries again.
    query.catch(() => scopes.delete(id));
    return query;
  };

  const expiryOf = (lifetime: LinkLifetime, notAfter: Date | undefined): Date => {
    const expires = linkExpiry(settings.clock(), lifetime);
    return notAfter && notAfter < expires ? notAfter : expires;
  };

  return {
    async getUrl(objectKey, options = {}) {
      // Checked when the request starts: a long download on a phone is not cut at the expiry.
      return getSignedUrl({
        url: mediaUrl(settings.baseUrl, objectKey, options.downloadName),
        keyPairId: settings.keyPairId,
        privateKey: await readPem(),
        dateLessThan: expiryOf('hour', undefined),
        algorithm: 'SHA256',
      });
    },
    async getScopedUrls({ prefix, lifetime, notAfter }, keys) {
      const outside = keys.find((objectKey) => !objectKey.startsWith(prefix));
      if (outside !== undefined) throw new Error(`${outside} is not under ${prefix}`);
      if (keys.length === 0) return [];
      const query = await queryOf(prefix, expiryOf(lifetime, notAfter));
      return keys.map((objectKey) => `${mediaUrl(settings.baseUrl, objectKey)}?${query}`);
    },
    putUrl: (objectKey, upload) => uploads.putUrl(objectKey, upload),
  };
};
