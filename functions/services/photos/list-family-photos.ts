/**
 * The photos a stay's families see (processed, validated, not past their deletion date), one page at
 * a time in upload order, each with expiring URLs. Only the photos of the page are signed, so the
 * first page of a stay of thousands answers as fast as a stay of a dozen. A family's links open the
 * copies of these photos and nothing more (photo-urls.ts); a trainer or an administrator reading the
 * same list gets their own, which open the originals too.
 */

import { isVisibleToFamilies, photoTime } from '#functions/domain/photo.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { photoKeys } from '#shared/media-keys.js';
import type { PhotoPage } from '#shared/schemas.js';
import { signedPhotoFaces, signedPhotoImages, type Viewer } from './photo-urls.js';

export interface ListFamilyPhotosDeps {
  readonly photos: Pick<PhotoStore, 'visiblePage'>;
  readonly signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>;
  readonly clock: () => Date;
}

export interface FamilyPhotosQuery {
  readonly limit: number;
  /** The `nextCursor` of the page before; absent for the first page. */
  readonly cursor?: string | undefined;
  /** Whose links to sign: a family's unless said otherwise. */
  readonly viewer?: Viewer;
}

export const listFamilyPhotos = async (
  deps: ListFamilyPhotosDeps,
  stayId: string,
  { limit, cursor, viewer = 'family' }: FamilyPhotosQuery,
): Promise<PhotoPage> => {
  const now = deps.clock();
  const page = await deps.photos.visiblePage(stayId, { now, limit, ...(cursor ? { cursor } : {}) });
  // The store filters already; the domain rule stays the last word on what a family sees.
  const visible = page.photos.filter((photo) => isVisibleToFamilies(photo, now));
  const photos = await Promise.all(
    visible.map(async (photo) => ({
      id: photo.photoId,
      path: photoKeys(photo.stageId, photo.photoId).original,
      actif: photo.actif,
      width: photo.width ?? null,
      height: photo.height ?? null,
      time: photoTime(photo),
      ...(await signedPhotoImages(deps.signer, photo, viewer)),
      faces: await signedPhotoFaces(deps.signer, photo, viewer),
    })),
  );
  return { photos, nextCursor: page.next ?? null };
};
