/** What listing a photo's stored objects and a stay's zips answers, on S3 and in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { PhotoObjects } from '#functions/ports/photo-objects.js';
import {
  archiveCheckpointKey,
  archiveKey,
  archivePartKey,
  photoKeys,
  uploadKey,
} from '#shared/media-keys.js';

/** Listings over a bucket holding these keys, besides any others. */
export type MakePhotoObjects = (keys: readonly string[]) => Promise<PhotoObjects>;

export const describePhotoObjectsContract = (name: string, makeListing: MakePhotoObjects): void => {
  describe(`photo objects contract: ${name}`, () => {
    it("lists every copy of every version of one photo, in key order, and nothing else's", async () => {
      const [stayId, otherStay] = [newId(), newId()];
      const first = photoKeys(stayId, 'p1', 1, 1);
      const rotated = photoKeys(stayId, 'p1', 2, 1);
      const listing = await makeListing([
        rotated.display,
        first.thumb,
        first.original,
        rotated.thumb,
        first.display,
        // A photo whose id starts like this one's, its upload, the same photo id in another stay.
        photoKeys(stayId, 'p10', 1, 1).display,
        uploadKey(stayId, 'p1'),
        photoKeys(otherStay, 'p1', 1, 1).display,
      ]);
      expect(await listing.listKeys(stayId, 'p1')).toEqual(
        [first.display, first.original, first.thumb, rotated.display, rotated.thumb].sort(),
      );
      expect(await listing.listKeys(stayId, 'p2')).toEqual([]);
    });

    it("lists a stay's zips of every selection and part, not the checkpoints of parts being built", async () => {
      const [stayId, otherStay] = [newId(), newId()];
      const listing = await makeListing([
        archiveKey(stayId, 'a2'),
        archivePartKey(stayId, 'a1', 1, 2),
        archivePartKey(stayId, 'a1', 0, 2),
        archiveCheckpointKey(stayId, 'a3', 0),
        archiveKey(otherStay, 'a4'),
      ]);
      expect(await listing.listArchiveKeys(stayId)).toEqual([
        archivePartKey(stayId, 'a1', 0, 2),
        archivePartKey(stayId, 'a1', 1, 2),
        archiveKey(stayId, 'a2'),
      ]);
      expect(await listing.listArchiveKeys(newId())).toEqual([]);
    });
  });
};
