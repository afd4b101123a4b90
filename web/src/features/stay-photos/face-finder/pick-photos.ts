/** The gallery's photos that the child finder's results show, for the gallery's first page to hold. */

/**
 * The photos of the gallery that the results show, in the results' order. Ids the gallery does not
 * know (a photo hidden since the scan) are left out.
 */
export const pickPhotos = <P extends { readonly id: string }>(
  photos: readonly P[],
  ids: readonly string[],
): P[] => {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return ids.flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [photo] : [];
  });
};
