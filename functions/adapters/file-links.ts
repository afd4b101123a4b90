/**
 * Expiring download links for stored documents. The link itself decides how the browser treats the
 * file, whatever was uploaded: previewable types (PDF, images, audio, video of the allow-list) are
 * served inline with their own content type; everything else as an attachment, so no uploaded
 * file, whatever its bytes, is ever rendered as a page of the site.
 */

import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileLinks } from '#functions/ports/file-links.js';
import { fileTypeOf, previewOf } from '#shared/document-files.js';
import { MEDIA_URL_TTL_SECONDS } from '#shared/limits.js';
import { stableSigningDate } from './url-signer.js';

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
export const contentDisposition = (type: 'inline' | 'attachment', fileName: string): string => {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
};

/** How a stored file is served: only allow-listed previewable types inline. */
export const servingOf = (fileName: string): { contentType: string; disposition: string } => {
  const type = fileTypeOf(fileName);
  if (type && previewOf(fileName) !== 'other') {
    return { contentType: type.contentType, disposition: contentDisposition('inline', fileName) };
  }
  return { contentType: 'application/octet-stream', disposition: contentDisposition('attachment', fileName) };
};

export const createS3FileLinks = (
  presigner: S3Client,
  bucket: string,
  clock: () => Date = () => new Date(),
): FileLinks => ({
  link(key, fileName) {
    const serving = servingOf(fileName);
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: serving.contentType,
      ResponseContentDisposition: serving.disposition,
    });
    return getSignedUrl(presigner, command, {
      expiresIn: MEDIA_URL_TTL_SECONDS,
      signingDate: stableSigningDate(clock()),
    });
  },
});
