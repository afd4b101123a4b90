/**
 * GET links to media through CloudFront (the site's own origin, /photos/…, /stages/…, /archives/…):
 * CloudFront signed URLs with a canned policy, checked at the edge against the trusted key group, so
 * the media bucket is read by CloudFront alone. Uploads stay presigned S3 PUTs.
 *
 * A link opens its own stay's media and nothing else (see the policies below). Its expiry is rounded
 * to MEDIA_URL_STEP_SECONDS and RSA PKCS#1 v1.5 signatures are deterministic, so every API instance
 * signing the same key in the same step gives the very same URL: the browser cache hits across
 * reloads, and the edge cache, whose key leaves the signature out, hits for every family.
 */
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { MEDIA_URL_STEP_SECONDS, MEDIA_URL_TTL_SECONDS } from '../../shared/limits.js';
import { DOWNLOAD_NAME_PARAM, PHOTOS_PREFIX } from '../../shared/media-keys.js';
import { contentDisposition } from './file-links.js';
import type { UrlSigner } from './url-signer.js';

export interface CdnSigningSettings {
  /** The site's origin, e.g. https://photos.example.org (no trailing slash). */
  readonly baseUrl: string;
  /** The id of the CloudFront public key whose private half signs ('local' for the local runtime). */
  readonly keyPairId: string;
  /** The PEM private key; read once (from Secrets Manager in the cloud) and kept. */
  readonly privateKey: () => Promise<string>;
  readonly clock: () => Date;
}

/**
 * The expiry of a link signed at `now`: the start of the current step plus the TTL, so it lasts at
 * least TTL − STEP seconds (an hour) and stays the same for the whole step.
 */
export const stableExpiry = (now: Date): Date => {
  const step = MEDIA_URL_STEP_SECONDS * 1000;
  return new Date(Math.floor(now.getTime() / step) * step + MEDIA_URL_TTL_SECONDS * 1000);
};

/** `photos/a b/c.jpg` → `photos/a%20b/c.jpg`: each segment encoded, the slashes kept. */
export const mediaPath = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** The unsigned URL of a media key, with the download name when there is one. */
export const mediaUrl = (baseUrl: string, key: string, downloadName?: string): string => {
  const url = `${baseUrl}/${mediaPath(key)}`;
  if (!downloadName) return url;
  return `${url}?${DOWNLOAD_NAME_PARAM}=${encodeURIComponent(contentDisposition('attachment', downloadName))}`;
};

/**
 * Photos are signed per stay: one custom policy whose resource is the stay's prefix
 * (`…/photos/{stageId}/*`), signed once per step and appended to every photo link of that stay. A
 * gallery asks for hundreds of links (every size of every photo); one RSA signature per stay and hour
 * keeps that cheap, and the policy opens that stay's photos and no other's. Everything else (stay
 * pictures and attachments, archives) gets a canned policy over its exact URL, download name included.
 */
const stayScope = (key: string): string | undefined => {
  const match = /^photos\/([^/]+)\//.exec(key);
  return match?.[1] ? `${PHOTOS_PREFIX}${encodeURIComponent(match[1])}/*` : undefined;
};

export const createCloudFrontUrlSigner = (
  settings: CdnSigningSettings,
  uploads: Pick<UrlSigner, 'putUrl'>,
): UrlSigner => {
  let privateKey: Promise<string> | undefined;
  const key = (): Promise<string> => {
    privateKey ??= settings.privateKey().catch((error: unknown) => {
      privateKey = undefined; // a failed read is retried on the next request
      throw error;
    });
    return privateKey;
  };
  /** The signature parameters of each stay's policy, by scope and expiry; past ones are dropped. */
  const stayParams = new Map<string, { readonly expires: number; readonly query: string }>();
  const paramsOfStay = async (scope: string, expires: Date): Promise<string> => {
    const id = `${scope} ${expires.getTime()}`;
    const kept = stayParams.get(id);
    if (kept) return kept.query;
    const resource = `${settings.baseUrl}/${scope}`;
    const policy = JSON.stringify({
      Statement: [
        { Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires.getTime() / 1000 } } },
      ],
    });
    const signed = getSignedUrl({
      policy,
      keyPairId: settings.keyPairId,
      privateKey: await key(),
      algorithm: 'SHA256',
    });
    const query = signed.slice(signed.indexOf('?') + 1);
    for (const [other, { expires: otherExpires }] of stayParams) {
      if (otherExpires < expires.getTime()) stayParams.delete(other);
    }
    stayParams.set(id, { expires: expires.getTime(), query });
    return query;
  };
  return {
    async getUrl(objectKey, options = {}) {
      const url = mediaUrl(settings.baseUrl, objectKey, options.downloadName);
      // Checked when the request starts: a long download on a phone is not cut at the expiry.
      const expires = stableExpiry(settings.clock());
      const scope = stayScope(objectKey);
      if (scope) return `${url}${url.includes('?') ? '&' : '?'}${await paramsOfStay(scope, expires)}`;
      return getSignedUrl({
        url,
        keyPairId: settings.keyPairId,
        privateKey: await key(),
        dateLessThan: expires,
        algorithm: 'SHA256',
      });
    },
    putUrl: (objectKey, upload) => uploads.putUrl(objectKey, upload),
  };
};
