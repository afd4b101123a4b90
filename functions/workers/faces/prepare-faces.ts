/**
 * One faces job: find the faces of a ready photo's display copy, cut the strip of their crops beside
 * the copies, and record the boxes, so that a family's device can compute what it needs from a few
 * kilobytes instead of the whole photo. No template is computed here: the server learns where faces
 * are, never whose they are.
 *
 * The job runs at least once per change of the photo's files (processed, rotated, copies moved), and
 * may run again at any time: a photo already prepared for its current files is left alone, the strip
 * is an overwrite, and the boxes are recorded only while the record still names the files they were
 * found in. A photo deleted meanwhile takes its strip with it; one whose files changed meanwhile has
 * the strip written for nothing removed, and the job is tried again on its new files.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import { chooseFaces } from '#functions/domain/face-crops.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { FaceDetector } from '#functions/ports/face-detector.js';
import type { FaceStrips } from '#functions/ports/face-strips.js';
import type { FacesJob } from '#functions/ports/faces-queue.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { FACES_VERSION, faceStripKey } from '#shared/face-crops.js';
import { photoKeys } from '#shared/media-keys.js';

export interface FacesJobDeps {
  readonly media: Pick<ObjectStorage, 'getBytes' | 'head' | 'put' | 'delete'>;
  readonly photos: Pick<PhotoStore, 'get' | 'setFaces'>;
  readonly detector: FaceDetector;
  readonly strips: FaceStrips;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}

export type FacesOutcome =
  /** Boxes recorded, and the strip written when there were faces. */
  | 'prepared'
  /** Prepared before for the photo's current files, strip in place. */
  | 'already-prepared'
  /** Deleted, or not ready: nothing to prepare. */
  | 'gone';

/** The files changed under the job: SQS delivers it again, and it prepares the new ones. */
export class FilesChangedError extends Error {
  override readonly name = 'FilesChangedError';
}

const sameFiles = (a: PhotoRecord, b: PhotoRecord): boolean =>
  a.version === b.version && a.copies === b.copies;

const isPrepared = async (deps: FacesJobDeps, photo: PhotoRecord, stripKey: string): Promise<boolean> => {
  if (photo.faces?.version !== FACES_VERSION) return false;
  // A move of the copies may have run before the strip was written: it is then cut again.
  return photo.faces.boxes.length === 0 || (await deps.media.head(stripKey)) !== undefined;
};

const removeStrip = async (deps: FacesJobDeps, key: string): Promise<void> => {
  const { failed } = await deps.media.delete([key]);
  // Left behind, a strip would still open with the links signed for its folder: SQS retries.
  if (failed.length > 0) throw new Error(`Storage refused to delete ${failed.join(', ')}`);
};

/** After a lost race: what is left to do depends on what became of the photo. */
const afterChange = async (deps: FacesJobDeps, job: FacesJob, seen: PhotoRecord, stripKey: string) => {
  const now = await deps.photos.get(job.stageId, job.photoId);
  if (now && now.status === 'prete' && sameFiles(now, seen)) return;
  await removeStrip(deps, stripKey);
  if (now?.status !== 'prete') return 'gone' as const;
  throw new FilesChangedError(`The files of ${job.stageId}/${job.photoId} changed: prepared again`);
};

export const prepareFaces = async (deps: FacesJobDeps, job: FacesJob): Promise<FacesOutcome> => {
  const photo = await deps.photos.get(job.stageId, job.photoId);
  if (photo?.status !== 'prete') return 'gone';
  const { version, copies } = photo;
  const stripKey = faceStripKey(job.stageId, job.photoId, version, copies);
  if (await isPrepared(deps, photo, stripKey)) return 'already-prepared';

  const display = await deps.media.getBytes(photoKeys(job.stageId, job.photoId, version, copies).display);
  if (!display) {
    const gone = await afterChange(deps, job, photo, stripKey);
    if (gone) return gone;
    throw new Error(`The display copy of ${job.stageId}/${job.photoId} is missing`);
  }
  const image = await deps.strips.pixels(display);
  const faces = chooseFaces(await deps.detector.detect(image), image);
  if (faces.length > 0) {
    const strip = await deps.strips.cut(
      image,
      faces.map((face) => face.square),
    );
    await deps.media.put(stripKey, strip, 'image/jpeg');
  } else {
    // A strip of an earlier preparation that found faces would no longer match the boxes.
    await removeStrip(deps, stripKey);
  }
  const boxes = faces.map((face) => face.box);
  const saved = await deps.photos.setFaces(
    { stageId: job.stageId, photoId: job.photoId, version, copies },
    { version: FACES_VERSION, boxes },
  );
  if (!saved) {
    const gone = await afterChange(deps, job, photo, stripKey);
    if (gone) return gone;
    throw new FilesChangedError(`The record of ${job.stageId}/${job.photoId} refused its faces`);
  }
  deps.logger.info('Faces prepared', { ...job, version, copies, faces: boxes.length });
  return 'prepared';
};
