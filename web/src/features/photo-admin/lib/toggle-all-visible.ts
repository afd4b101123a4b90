/**
 * 'Activer/Désactiver toutes les images': when every photo on the page is visible,
 * none is; otherwise all are. Judged on the photos shown, so ids of deleted photos do not count.
 */
export const toggleAllVisible = (
  photoIds: readonly string[],
  visible: ReadonlySet<string>,
): ReadonlySet<string> =>
  photoIds.length > 0 && photoIds.every((id) => visible.has(id)) ? new Set() : new Set(photoIds);
