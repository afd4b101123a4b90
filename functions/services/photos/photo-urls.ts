/** The expiring URLs of a processed photo's copies, at its current version. */
import { type PhotoVariant, photoKeys } from '../../../shared/media-keys.js';
import {
  RENDITION_TYPE,
  RENDITIONS,
  RENDITIONS_VERSION,
  renditionKey,
  renditionSize,
} from '../../../shared/renditions.js';
import type { ImageCandidate, PhotoSources } from '../../../shared/schemas.js';
import type { UrlSigner } from '../../adapters/url-signer.js';
import type { PhotoRecord } from '../../domain/photo.js';

type SignedPhoto = Pick<PhotoRecord, 'stageId' | 'photoId' | 'version'>;

export const signedPhotoUrls = async (
  signer: Pick<UrlSigner, 'getUrl'>,
  photo: SignedPhoto,
): Promise<Record<`${PhotoVariant}Url`, string>> => {
  const keys = photoKeys(photo.stageId, photo.photoId, photo.version);
  const [thumbUrl, displayUrl, originalUrl] = await Promise.all([
    signer.getUrl(keys.thumb),
    signer.getUrl(keys.display),
    signer.getUrl(keys.original),
  ]);
  return { thumbUrl, displayUrl, originalUrl };
};

/**
 * The WebP copies, when the record says the current set was made for this version and knows the
 * photo's size; null otherwise (the photo waits for the regeneration script, its JPEG copies serve).
 */
export const signedPhotoSources = async (
  signer: Pick<UrlSigner, 'getUrl'>,
  photo: SignedPhoto & Pick<PhotoRecord, 'renditions' | 'width' | 'height'>,
): Promise<PhotoSources | null> => {
  const { width, height } = photo;
  if (photo.renditions !== RENDITIONS_VERSION || !width || !height) return null;
  const candidates = await Promise.all(
    RENDITIONS.map(async (rendition) => ({
      kind: rendition.kind,
      candidate: {
        url: await signer.getUrl(renditionKey(photo.stageId, photo.photoId, rendition.name, photo.version)),
        ...renditionSize(width, height, rendition),
      } satisfies ImageCandidate,
    })),
  );
  const of = (kind: string) => candidates.filter((item) => item.kind === kind).map((item) => item.candidate);
  return { type: RENDITION_TYPE, thumbs: of('thumb'), displays: of('display') };
};

/** Everything the lists carry about a processed photo's images. */
export const signedPhotoImages = async (
  signer: Pick<UrlSigner, 'getUrl'>,
  photo: SignedPhoto & Pick<PhotoRecord, 'renditions' | 'width' | 'height' | 'placeholder'>,
) => {
  const [urls, sources] = await Promise.all([
    signedPhotoUrls(signer, photo),
    signedPhotoSources(signer, photo),
  ]);
  return { ...urls, sources, placeholder: photo.placeholder ?? null };
};
