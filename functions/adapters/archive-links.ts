/**
 * Download links of finished zip archives. In the cloud they go through CloudFront (the site's own
 * origin, path /archives/…) with a signed URL: only a trusted key group may open that path, the zip
 * comes from the nearest edge, and the bucket stays private. Locally there is no CloudFront: the
 * link is an S3 presigned URL, as for every other media file.
 */
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { MEDIA_URL_TTL_SECONDS } from '../../shared/limits.js';
import type { UrlSigner } from './url-signer.js';

export interface ArchiveLinks {
  /** An expiring GET link to the archive stored at `key`. */
  url(key: string): Promise<string>;
}

export const createS3ArchiveLinks = (signer: UrlSigner): ArchiveLinks => ({
  url: (key) => signer.getUrl(key),
});

export interface CloudFrontLinkSettings {
  /** The site's origin, e.g. https://photos.example.org (no trailing slash). */
  readonly baseUrl: string;
  /** The id of the CloudFront public key whose private half signs. */
  readonly keyPairId: string;
  /** The PEM private key; read once (from Secrets Manager in the cloud) and kept. */
  readonly privateKey: () => Promise<string>;
  readonly clock: () => Date;
}

/** `archives/a b/c.zip` → `archives/a%20b/c.zip`: each segment encoded, the slashes kept. */
const pathOf = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

export const createCloudFrontArchiveLinks = (settings: CloudFrontLinkSettings): ArchiveLinks => {
  let privateKey: Promise<string> | undefined;
  return {
    async url(key) {
      privateKey ??= settings.privateKey().catch((error: unknown) => {
        privateKey = undefined; // a failed read is retried on the next request
        throw error;
      });
      return getSignedUrl({
        url: `${settings.baseUrl}/${pathOf(key)}`,
        keyPairId: settings.keyPairId,
        privateKey: await privateKey,
        // The signature is checked when the download starts: a long download on a phone is fine.
        dateLessThan: new Date(settings.clock().getTime() + MEDIA_URL_TTL_SECONDS * 1000),
        algorithm: 'SHA256',
      });
    },
  };
};
