/**
 * One rotation job: the photo's original turned 90°, its derivatives (JPEG and WebP copies, and the
 * placeholder) made again, all written under the next version's keys, then the record moves to that
 * version only if it is still at the version the job turns, its copies in the same folder. The same
 * job delivered twice therefore rotates once; a race lost to another delivery leaves the new keys to
 * the winner, one lost to a deletion removes them, and one lost to a move of the copies (families
 * lost sight of the photo) removes them and tries again.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import type { ImageProcessor } from '#functions/ports/image-processor.js';
import type { ImageRotator } from '#functions/ports/image-rotator.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { RotateJob } from '#functions/ports/rotate-queue.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';

import { faceStripKey } from '#shared/face-crops.js';
import { photoKeys } from '#shared/media-keys.js';
import { photoVersionKeys, RENDITION_TYPE, RENDITIONS_VERSION, renditionKey } from '#shared/renditions.js';

export interface RotateJobDeps {
  readonly media: ObjectStorage;
  readonly images: ImageProcessor;
  readonly rotate: ImageRotator;
  readonly photos: Pick<PhotoStore, 'get' | 'bumpVersion'>;
  readonly logger: Logger;
}

export type RotateOutcome = 'rotated' | 'already-rotated' | 'gone';

export const rotatePhoto = async (deps: RotateJobDeps, job: RotateJob): Promise<RotateOutcome> => {
  const photo = await deps.photos.get(job.stageId, job.photoId);
  if (photo?.status !== 'prete') return 'gone';
  if (photo.version !== job.fromVersion) return 'already-rotated';
  const { copies } = photo;
  const from = photoKeys(job.stageId, job.photoId, job.fromVersion);
  const original = await deps.media.getBytes(from.original);
  if (!original) return 'gone';
  // The turned original carries no EXIF: the copies take their capture time from the record.
  const derived = await deps.images.derive(await deps.rotate(original), { takenAt: photo.taken_at });
  const nextVersion = job.fromVersion + 1;
  const next = photoKeys(job.stageId, job.photoId, nextVersion, copies);
  const written = photoVersionKeys(job.stageId, job.photoId, nextVersion, copies);
  await Promise.all([
    ...(['original', 'display', 'thumb'] as const).map((variant) =>
      deps.media.put(next[variant], derived[variant].data, 'image/jpeg'),
    ),
    ...derived.renditions.map((copy) =>
      deps.media.put(
        renditionKey(job.stageId, job.photoId, copy.name, nextVersion, copies),
        copy.data,
        RENDITION_TYPE,
      ),
    ),
  ]);
  const moved = await deps.photos.bumpVersion(
    job.stageId,
    job.photoId,
    job.fromVersion,
    {
      width: derived.original.width,
      height: derived.original.height,
      placeholder: derived.placeholder,
      renditions: RENDITIONS_VERSION,
    },
    copies,
  );
  if (!moved) {
    // Another delivery went first and uses these keys; but a photo deleted meanwhile must not leave
    // them behind, since its deletion listed its objects before they were written; nor one whose
    // copies moved to another folder meanwhile, which is then turned again from its new state.
    const now = await deps.photos.get(job.stageId, job.photoId);
    if (!now || now.version === job.fromVersion) {
      const { failed } = await deps.media.delete(written);
      if (failed.length) throw new Error(`Rotation lost to a change left ${failed.join(', ')}`);
      if (!now) return 'gone';
      throw new Error('The copies moved during the rotation: it is tried again');
    }
    return 'already-rotated';
  }
  // The previous version is not needed any more: pages now sign the new keys, and the faces worker
  // cuts the new version's strip. Older photos may lack the WebP copies or the strip: deleting a
  // missing key is fine.
  const { failed } = await deps.media.delete([
    ...photoVersionKeys(job.stageId, job.photoId, job.fromVersion, copies),
    faceStripKey(job.stageId, job.photoId, job.fromVersion, copies),
  ]);
  if (failed.length) deps.logger.warn('Rotation: old version left behind', { ...job, failed });
  return 'rotated';
};
