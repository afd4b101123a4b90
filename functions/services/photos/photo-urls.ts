/** The expiring URLs of a processed photo's three copies, at its current version. */
import { type PhotoVariant, photoKeys } from '../../../shared/media-keys.js';
import type { UrlSigner } from '../../adapters/url-signer.js';
import type { PhotoRecord } from '../../domain/photo.js';

export const signedPhotoUrls = async (
  signer: Pick<UrlSigner, 'getUrl'>,
  photo: Pick<PhotoRecord, 'stageId' | 'photoId' | 'version'>,
): Promise<Record<`${PhotoVariant}Url`, string>> => {
  const keys = photoKeys(photo.stageId, photo.photoId, photo.version);
  const [thumbUrl, displayUrl, originalUrl] = await Promise.all([
    signer.getUrl(keys.thumb),
    signer.getUrl(keys.display),
    signer.getUrl(keys.original),
  ]);
  return { thumbUrl, displayUrl, originalUrl };
};
