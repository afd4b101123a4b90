/**
 * The expiring URLs of a processed photo's images, at its current version, scoped to what the viewer
 * may open:
 * - a family gets links to the copies of this one photo (thumbnail, display size, WebP sizes), signed
 *   for the folder of those copies alone, for the day, never past the photo's deletion time: the
 *   original, the photos awaiting validation, hidden ones and other stays stay out of its reach, and
 *   hiding the photo moves the folder, which ends the links (shared/media-keys.ts);
 * - trainers and administrators get links signed for their whole stay, original included, for an
 *   hour.
 */

import type { PhotoRecord } from '#functions/domain/photo.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { FACES_VERSION, faceStripKey, type PhotoFaces } from '#shared/face-crops.js';
import { copiesPrefix, photoKeys, stayPhotosPrefix } from '#shared/media-keys.js';
import {
  RENDITION_TYPE,
  RENDITIONS,
  RENDITIONS_VERSION,
  renditionKey,
  renditionSize,
} from '#shared/renditions.js';
import type { Role } from '#shared/roles.js';
import type { ImageCandidate, PhotoSources } from '#shared/schemas.js';

/** Whose links: a family's open its published photos' copies, the staff's all of their stay. */
export type Viewer = 'family' | 'staff';

export const viewerOf = (role: Role): Viewer => (role === 'stagiaire' ? 'family' : 'staff');

type SignedPhoto = Pick<
  PhotoRecord,
  | 'stageId'
  | 'photoId'
  | 'version'
  | 'copies'
  | 'expires_at'
  | 'renditions'
  | 'width'
  | 'height'
  | 'placeholder'
>;

const linksTo = (
  signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>,
  photo: SignedPhoto,
  viewer: Viewer,
  keys: readonly string[],
): Promise<string[]> => {
  const { stageId: stayId, photoId, version, copies } = photo;
  if (viewer === 'staff') {
    return signer.getScopedUrls({ prefix: stayPhotosPrefix(stayId), lifetime: 'hour' }, keys);
  }
  // Copies made before they had a folder of their own sit beside the original: one link per object.
  if (copies === undefined) return Promise.all(keys.map((key) => signer.getUrl(key)));
  return signer.getScopedUrls(
    {
      prefix: copiesPrefix(stayId, photoId, version, copies),
      lifetime: 'day',
      notAfter: photo.expires_at === undefined ? undefined : new Date(photo.expires_at * 1000),
    },
    keys,
  );
};

/**
 * The photo's faces for the child finder: the boxes, and the strip's link signed with the copies
 * beside which it lies (same scope, same expiry, hence the same URL all day); null while the photo is
 * not prepared with the current FACES_VERSION.
 */
export const signedPhotoFaces = async (
  signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>,
  photo: SignedPhoto & Pick<PhotoRecord, 'faces'>,
  viewer: Viewer,
): Promise<PhotoFaces | null> => {
  const { faces } = photo;
  if (faces?.version !== FACES_VERSION) return null;
  if (faces.boxes.length === 0) return { boxes: [], url: null };
  const strip = faceStripKey(photo.stageId, photo.photoId, photo.version, photo.copies);
  const [url = null] = await linksTo(signer, photo, viewer, [strip]);
  return { boxes: [...faces.boxes], url };
};

/** Everything the lists carry about a processed photo's images; `originalUrl` is null for families. */
export const signedPhotoImages = async (
  signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>,
  photo: SignedPhoto,
  viewer: Viewer,
) => {
  const { stageId: stayId, photoId, version, copies, width, height } = photo;
  const keys = photoKeys(stayId, photoId, version, copies);
  // The WebP copies, when the record says the current set was made for this version and knows the
  // photo's size; otherwise the photo waits for the regeneration script and its JPEG copies serve.
  const renditions =
    photo.renditions === RENDITIONS_VERSION && width && height
      ? RENDITIONS.map((rendition) => ({
          rendition,
          key: renditionKey(stayId, photoId, rendition.name, version, copies),
        }))
      : [];
  const wanted = [keys.thumb, keys.display, ...renditions.map(({ key }) => key)];
  if (viewer === 'staff') wanted.push(keys.original);
  const [thumbUrl = '', displayUrl = '', ...rest] = await linksTo(signer, photo, viewer, wanted);
  const candidates = renditions.map(({ rendition }, index) => ({
    kind: rendition.kind,
    candidate: {
      url: rest[index] ?? '',
      ...renditionSize(width ?? 0, height ?? 0, rendition),
    } satisfies ImageCandidate,
  }));
  const of = (kind: string) => candidates.filter((item) => item.kind === kind).map((item) => item.candidate);
  const sources: PhotoSources | null =
    candidates.length > 0 ? { type: RENDITION_TYPE, thumbs: of('thumb'), displays: of('display') } : null;
  return {
    thumbUrl,
    displayUrl,
    originalUrl: viewer === 'staff' ? (rest[renditions.length] ?? null) : null,
    sources,
    placeholder: photo.placeholder ?? null,
  };
};
