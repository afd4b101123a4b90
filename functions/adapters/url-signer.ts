/**
 * Expiring URLs for the private media bucket: GET links for browsers and PUT links for direct uploads.
 * Media is never public; these URLs are handed out only after the API has checked the caller.
 */

import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { MEDIA_URL_STEP_SECONDS, MEDIA_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from '#shared/limits.js';

/**
 * The signing time is rounded down to MEDIA_URL_STEP_SECONDS so a photo keeps the same URL for a
 * while and the browser cache can serve it; the URL stays valid at least TTL − STEP seconds.
 */
export const stableSigningDate = (now: Date): Date =>
  new Date(Math.floor(now.getTime() / (MEDIA_URL_STEP_SECONDS * 1000)) * MEDIA_URL_STEP_SECONDS * 1000);

/**
 * S3 presigned links, for test stacks without a CDN: each opens its own key alone, so a scope needs
 * no more; they last an hour at least (presigned with the function's short-lived credentials, they
 * could not outlive them anyway), never past the scope's `notAfter`.
 */
export const createS3UrlSigner = (
  presigner: S3Client,
  bucket: string,
  clock: () => Date = () => new Date(),
): UrlSigner => ({
  getScopedUrls({ notAfter }, keys) {
    const signingDate = stableSigningDate(clock());
    const left = notAfter ? Math.floor((notAfter.getTime() - signingDate.getTime()) / 1000) : Infinity;
    const expiresIn = Math.max(1, Math.min(MEDIA_URL_TTL_SECONDS, left));
    return Promise.all(
      keys.map((key) =>
        getSignedUrl(presigner, new GetObjectCommand({ Bucket: bucket, Key: key }), {
          expiresIn,
          signingDate,
        }),
      ),
    );
  },
  getUrl(key, options = {}) {
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ...(options.downloadName
        ? {
            ResponseContentDisposition: `attachment; filename="${options.downloadName.replace(/["\\]/g, '_')}"`,
          }
        : {}),
    });
    return getSignedUrl(presigner, command, {
      expiresIn: MEDIA_URL_TTL_SECONDS,
      signingDate: stableSigningDate(clock()),
    });
  },
  async putUrl(key, { contentType, contentLength }) {
    const now = clock();
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    const url = await getSignedUrl(presigner, command, {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signingDate: now,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return {
      url,
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
    };
  },
});
