/** The photos a stay's families see: processed, validated, not past their deletion date. */
import { photoKeys } from '../../../shared/media-keys.js';
import type { Photo } from '../../../shared/schemas.js';
import type { PhotoStore } from '../../adapters/stores/photos.js';
import type { UrlSigner } from '../../adapters/url-signer.js';
import { byUploadOrder, isVisibleToFamilies } from '../../domain/photo.js';
import { signedPhotoImages } from './photo-urls.js';

export interface ListFamilyPhotosDeps {
  readonly photos: Pick<PhotoStore, 'listByStage'>;
  readonly signer: Pick<UrlSigner, 'getUrl'>;
  readonly clock: () => Date;
}

export const listFamilyPhotos = async (deps: ListFamilyPhotosDeps, stageId: string): Promise<Photo[]> => {
  const now = deps.clock();
  const photos = (await deps.photos.listByStage(stageId))
    .filter((photo) => isVisibleToFamilies(photo, now))
    .sort(byUploadOrder);
  return Promise.all(
    photos.map(async (photo) => ({
      id: photo.photoId,
      path: photoKeys(photo.stageId, photo.photoId).original,
      actif: photo.actif,
      width: photo.width ?? null,
      height: photo.height ?? null,
      ...(await signedPhotoImages(deps.signer, photo)),
    })),
  );
};
