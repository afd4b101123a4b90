/**
 * Every photo of a stay as trainers and administrators manage it: pending and refused ones too, with
 * the validation fields; only processed photos have URLs. A photo past its deletion date is hidden,
 * as from families.
 */

import { byUploadOrder, isExpired, type PhotoRecord, photoTime } from '#functions/domain/photo.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { photoKeys } from '#shared/media-keys.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { signedPhotoImages } from './photo-urls.js';

export interface ListManagedPhotosDeps {
  readonly photos: Pick<PhotoStore, 'listByStay'>;
  readonly signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>;
  readonly clock: () => Date;
}

const NO_URLS = {
  thumbUrl: null,
  displayUrl: null,
  originalUrl: null,
  sources: null,
  placeholder: null,
} as const;

export const listManagedPhotos = async (
  deps: ListManagedPhotosDeps,
  stayId: string,
): Promise<ManagedPhoto[]> => {
  const now = deps.clock();
  const photos = (await deps.photos.listByStay(stayId))
    .filter((photo) => !isExpired(photo, now))
    .sort(byUploadOrder);
  return Promise.all(photos.map((photo) => managedPhoto(deps, photo)));
};

/** A photo as the team manages it; only a processed photo's links are signed. */
export const managedPhoto = async (
  deps: Pick<ListManagedPhotosDeps, 'signer'>,
  photo: PhotoRecord,
): Promise<ManagedPhoto> => ({
  id: photo.photoId,
  path: photoKeys(photo.stageId, photo.photoId).original,
  actif: photo.actif,
  status: photo.status,
  rejection: photo.rejection ?? null,
  original_name: photo.original_name ?? null,
  active_par: photo.active_par ?? null,
  duree_diffusion: photo.duree_diffusion ?? null,
  date_depose: photo.date_depose,
  width: photo.width ?? null,
  height: photo.height ?? null,
  time: photoTime(photo),
  ...(photo.status === 'prete' ? await signedPhotoImages(deps.signer, photo, 'staff') : NO_URLS),
});
