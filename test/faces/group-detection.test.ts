/**
 * The server's detection (`detectionConfig`, through the faces worker's adapter) counts the faces of
 * two real group photos as a person does, and finds every face of the synthetic scenes that the e2e
 * test and the bench are made of, where their manifests put them.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { humanFaceDetector } from '#functions/adapters/faces/human-face-detector.js';
import { installedFaceModelPaths } from '#functions/adapters/faces/human-node.js';
import type { FaceDetector, RgbImage } from '#functions/ports/face-detector.js';
import { GROUP_PHOTOS, groupPhotoPath } from '#scripts/faces/fetch-fixtures.js';
import { makeGroupScenes } from '#scripts/faces/group-scenes.js';

async function rgb(input: string | Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(input)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
}

let detector: FaceDetector;

beforeAll(() => {
  detector = humanFaceDetector(installedFaceModelPaths());
});

describe('detection on group photos', () => {
  it.each(GROUP_PHOTOS)('finds the $faces faces of $name, inside the photo', async ({ name, faces }) => {
    const image = await rgb(groupPhotoPath(name));
    const found = await detector.detect(image);
    console.log(
      `${name}: ${found.length} faces, scores ${found.map((face) => face.score.toFixed(2)).join(' ')}`,
    );
    expect(found).toHaveLength(faces);
    for (const face of found) {
      expect(face.x).toBeGreaterThanOrEqual(0);
      expect(face.y).toBeGreaterThanOrEqual(0);
      expect(face.x + face.w).toBeLessThanOrEqual(image.width);
      expect(face.y + face.h).toBeLessThanOrEqual(image.height);
    }
  });

  it('finds each face of the synthetic scenes where the manifest puts it, and nothing else', async () => {
    const scenes = await makeGroupScenes({ count: 4, childSubject: 1, childScenes: 2, seed: 11 });
    for (const scene of scenes) {
      const found = await detector.detect(await rgb(scene.jpeg));
      expect(found).toHaveLength(scene.faces.length);
      for (const face of scene.faces) {
        const centreX = (face.box.x + face.box.w / 2) * scene.width;
        const centreY = (face.box.y + face.box.h / 2) * scene.height;
        const box = found.find(
          (candidate) =>
            centreX >= candidate.x &&
            centreX <= candidate.x + candidate.w &&
            centreY >= candidate.y &&
            centreY <= candidate.y + candidate.h,
        );
        expect(box, `subject ${face.subject} at ${centreX.toFixed(0)},${centreY.toFixed(0)}`).toBeDefined();
      }
    }
  });
});
