/**
 * The deposit page's reads: the stay's photos a page at a time, latest first, and the state of the
 * photos of the batch being sent, by id. Neither reads the whole stay: a page of a stay of thousands
 * answers as fast as a stay of a dozen, and following a batch costs one read per photo still moving.
 * A photo past its deletion date is left out, as from the full list.
 */

import { isExpired } from '#functions/domain/photo.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import type { ManagedPhoto, ManagedPhotoPage } from '#shared/schemas.js';
import { managedPhoto } from './list-managed-photos.js';

export interface LatestPhotosDeps {
  readonly photos: Pick<PhotoStore, 'latestPage' | 'get'>;
  readonly signer: Pick<UrlSigner, 'getUrl' | 'getScopedUrls'>;
  readonly clock: () => Date;
}

export const listLatestPhotos = async (
  deps: LatestPhotosDeps,
  stayId: string,
  { limit, cursor }: { readonly limit: number; readonly cursor?: string | undefined },
): Promise<ManagedPhotoPage> => {
  const now = deps.clock();
  const page = await deps.photos.latestPage(stayId, { limit, ...(cursor ? { cursor } : {}) });
  const photos = await Promise.all(
    page.photos.filter((photo) => !isExpired(photo, now)).map((photo) => managedPhoto(deps, photo)),
  );
  return { photos, nextCursor: page.next ?? null };
};

/** The photos of `ids` the stay still holds, in the order asked; ids it does not hold are left out. */
export const photoStates = async (
  deps: LatestPhotosDeps,
  stayId: string,
  ids: readonly string[],
): Promise<ManagedPhoto[]> => {
  const now = deps.clock();
  const found = await Promise.all(ids.map((id) => deps.photos.get(stayId, id)));
  return Promise.all(
    found
      .filter((photo) => photo !== undefined && !isExpired(photo, now))
      .map((photo) => managedPhoto(deps, photo as NonNullable<typeof photo>)),
  );
};
