/**
 * Families lost sight of a photo (photo-links.ts): its copies move to the next folder, so every link
 * signed for the folder they were in opens nothing any more, while trainers and administrators,
 * whose links cover the whole stay, keep seeing them. The original stays where it is: no family link
 * ever opens it.
 *
 * The stream delivers at least once and the photo may change meanwhile, so each step is safe to
 * repeat: copies are written to the new folder, the record moves to it only if the photo is still
 * as read (same version, same folder), and only then the old folder is emptied. A photo rotated or
 * deleted in between is read again, and what was copied for nothing is removed.
 */

import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoFiles, PhotoStore } from '#functions/ports/stores/photos/photo-store.js';

import { faceStripKey } from '#shared/face-crops.js';
import { familyCopyKeys } from '#shared/renditions.js';

export interface WithdrawCopiesDeps {
  readonly photos: Pick<PhotoStore, 'get' | 'moveCopies'>;
  readonly media: Pick<ObjectStorage, 'copy' | 'delete'>;
}

export type WithdrawalOutcome =
  /** The copies moved: links to the old folder open nothing. */
  | 'moved'
  /** An earlier delivery moved them: the old folder is emptied again, in case it stopped before. */
  | 'moved-before'
  /** Deleted or no longer ready: nothing left to move. */
  | 'gone';

/** What a family's link opens in one folder: the copies, and the strip of faces cut from them. */
const folderKeys = (stayId: string, photoId: string, version: number, copies: number | undefined) => [
  ...familyCopyKeys(stayId, photoId, version, copies),
  faceStripKey(stayId, photoId, version, copies),
];

/** A photo that keeps changing under the move is left to the stream's next delivery after this many reads. */
const MAX_READS = 3;

const removeAll = async (deps: WithdrawCopiesDeps, keys: readonly string[]): Promise<void> => {
  const { failed } = await deps.media.delete(keys);
  // Left behind, an old copy would still open with the links signed for it: the stream retries.
  if (failed.length > 0) throw new Error(`Storage refused to delete ${failed.join(', ')}`);
};

/** `seen`: the photo as the change that hid it left it (its version, and the folder families knew). */
export const withdrawPhotoCopies = async (
  deps: WithdrawCopiesDeps,
  seen: PhotoFiles,
): Promise<WithdrawalOutcome> => {
  const { stageId: stayId, photoId } = seen;
  for (let read = 1; ; read += 1) {
    const photo = await deps.photos.get(stayId, photoId);
    if (photo?.status !== 'prete') return 'gone';
    if ((photo.copies ?? 0) > (seen.copies ?? 0)) {
      await removeAll(deps, folderKeys(stayId, photoId, seen.version, seen.copies));
      return 'moved-before';
    }
    const from = folderKeys(stayId, photoId, photo.version, photo.copies);
    const next = (photo.copies ?? 0) + 1;
    const to = folderKeys(stayId, photoId, photo.version, next);
    // A photo made before the WebP copies has only the JPEG ones, one not prepared for the child
    // finder has no strip: a missing source is skipped.
    const copied = await Promise.all(from.map((key, i) => deps.media.copy(key, to[i] ?? key)));
    if (await deps.photos.moveCopies(photo, next)) {
      await removeAll(deps, from);
      return 'moved';
    }
    await removeAll(
      deps,
      to.filter((_, i) => copied[i]),
    );
    if (read === MAX_READS)
      throw new Error(`Photo ${stayId}/${photoId} kept changing while its copies moved`);
  }
};
