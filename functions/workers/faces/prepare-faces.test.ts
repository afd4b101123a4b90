import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpFaceStrips } from '#functions/adapters/face-strips.js';
import type { DetectedFace, FaceDetector } from '#functions/ports/face-detector.js';
import { FACE_CROP_PX, FACES_VERSION, faceStripKey } from '#shared/face-crops.js';
import { photoKeys } from '#shared/media-keys.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { type FacesJobDeps, prepareFaces } from './prepare-faces.js';

const job = { stageId: 'stay1', photoId: 'p1' };

/** A detector that finds what it is told, and counts its runs. */
const fakeDetector = (faces: readonly DetectedFace[]) => {
  const runs: { width: number; height: number }[] = [];
  const detector: FaceDetector = {
    async detect(image) {
      runs.push({ width: image.width, height: image.height });
      return faces;
    },
  };
  return { detector, runs };
};

const world = async (faces: readonly DetectedFace[]) => {
  const media = inMemoryObjectStorage();
  const display = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7a55' } })
    .jpeg()
    .toBuffer();
  await media.put(photoKeys('stay1', 'p1', 1, 1).display, new Uint8Array(display), 'image/jpeg');
  const photos = inMemoryPhotoStore();
  photos.seed(readyPhoto('stay1', 'p1'));
  const { detector, runs } = fakeDetector(faces);
  const deps: FacesJobDeps = {
    media,
    photos,
    detector,
    strips: createSharpFaceStrips(),
    logger: { info: () => undefined, warn: () => undefined },
  };
  return { deps, media, photos, runs };
};

const twoFaces: DetectedFace[] = [
  { x: 40, y: 40, w: 40, h: 50, score: 0.9 },
  { x: 200, y: 100, w: 80, h: 90, score: 0.8 },
];
const stripKey = faceStripKey('stay1', 'p1', 1, 1);

describe('prepareFaces', () => {
  it('writes the strip beside the copies and records the boxes, largest face first', async () => {
    // Prepare
    const { deps, media, photos, runs } = await world(twoFaces);
    // Act
    const outcome = await prepareFaces(deps, job);
    // Assess
    expect(outcome).toBe('prepared');
    expect(runs).toEqual([{ width: 400, height: 300 }]);
    const strip = media.objects.get(stripKey);
    expect(strip?.contentType).toBe('image/jpeg');
    expect(await sharp(strip?.body).metadata()).toMatchObject({
      width: 2 * FACE_CROP_PX,
      height: FACE_CROP_PX,
    });
    expect((await photos.get('stay1', 'p1'))?.faces).toEqual({
      version: FACES_VERSION,
      boxes: [
        { x: 0.5, y: 0.3333, w: 0.2, h: 0.3 },
        { x: 0.1, y: 0.1333, w: 0.1, h: 0.1667 },
      ],
    });
  });

  it('leaves a prepared photo alone when the job comes again', async () => {
    // Prepare
    const { deps, runs } = await world(twoFaces);
    await prepareFaces(deps, job);
    // Act
    const again = await prepareFaces(deps, job);
    // Assess
    expect(again).toBe('already-prepared');
    expect(runs).toHaveLength(1);
  });

  it('cuts the strip again when a move of the copies left it behind', async () => {
    // Prepare: prepared, then the copies moved without the strip
    const { deps, media, photos } = await world(twoFaces);
    await prepareFaces(deps, job);
    const display = media.objects.get(photoKeys('stay1', 'p1', 1, 1).display);
    await media.put(photoKeys('stay1', 'p1', 1, 2).display, display?.body ?? new Uint8Array(), 'image/jpeg');
    await photos.moveCopies({ ...job, version: 1, copies: 1 }, 2);
    // Act
    const outcome = await prepareFaces(deps, job);
    // Assess
    expect(outcome).toBe('prepared');
    expect(media.objects.has(faceStripKey('stay1', 'p1', 1, 2))).toBe(true);
  });

  it('records a photo without faces with no strip, removing an older one', async () => {
    // Prepare: a strip of an earlier detection
    const { deps, media, photos } = await world([{ x: 1, y: 1, w: 3, h: 3, score: 0.9 }]);
    await media.put(stripKey, new Uint8Array([1]), 'image/jpeg');
    // Act
    const outcome = await prepareFaces(deps, job);
    // Assess: the only face was too small to keep
    expect(outcome).toBe('prepared');
    expect(media.objects.has(stripKey)).toBe(false);
    expect((await photos.get('stay1', 'p1'))?.faces).toEqual({ version: FACES_VERSION, boxes: [] });
  });

  it('does nothing for a photo deleted or not ready', async () => {
    // Prepare
    const { deps, media, photos, runs } = await world(twoFaces);
    await photos.remove('stay1', 'p1');
    // Act
    const outcome = await prepareFaces(deps, job);
    // Assess
    expect(outcome).toBe('gone');
    expect(runs).toEqual([]);
    expect(media.objects.has(stripKey)).toBe(false);
  });

  it('removes the strip it wrote when the photo was deleted while it worked', async () => {
    // Prepare: the deletion lands between the strip's write and the record's update
    const { deps, media, photos } = await world(twoFaces);
    const racing: FacesJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async setFaces(photo, faces) {
          await photos.remove(photo.stageId, photo.photoId);
          return photos.setFaces(photo, faces);
        },
      },
    };
    // Act
    const outcome = await prepareFaces(racing, job);
    // Assess
    expect(outcome).toBe('gone');
    expect(media.objects.has(stripKey)).toBe(false);
  });

  it('removes the strip it wrote and fails, to be tried again, when the copies moved while it worked', async () => {
    // Prepare
    const { deps, media, photos } = await world(twoFaces);
    const racing: FacesJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async setFaces(photo, faces) {
          await photos.moveCopies(photo, 2);
          return photos.setFaces(photo, faces);
        },
      },
    };
    // Act
    const attempt = prepareFaces(racing, job);
    // Assess
    await expect(attempt).rejects.toThrow(/changed/);
    expect(media.objects.has(stripKey)).toBe(false);
    expect((await photos.get('stay1', 'p1'))?.faces).toBeUndefined();
  });
});
