/**
 * Face strips for the child finder's bench, made straight from the group scenes' manifests: the
 * squares the faces worker would cut around each face, cut and encoded by the faces worker's own
 * code, so the bytes the bench counts are those the phone would download. Making them from the
 * manifests spares running the detector on thousands of photos, which the bench does not measure.
 */
import { createSharpFaceStrips } from '#functions/adapters/face-strips.js';
import { chooseFaces } from '#shared/face-crop-squares.js';
import type { FaceBox } from '#shared/face-crops.js';
import type { GroupScene } from '../faces/group-scenes.js';

export interface BenchStrip {
  jpeg: Uint8Array;
  boxes: FaceBox[];
  /** Whether the scene holds the child. */
  hasChild: boolean;
  /** Index in `boxes` of the child's face, or -1. */
  childIndex: number;
}

const strips = createSharpFaceStrips();

export async function stripOfScene(scene: GroupScene, childSubject: number): Promise<BenchStrip> {
  const image = await strips.pixels(scene.jpeg);
  const found = scene.faces.map(({ box }) => ({
    x: box.x * scene.width,
    y: box.y * scene.height,
    w: box.w * scene.width,
    h: box.h * scene.height,
  }));
  const chosen = chooseFaces(found, image);
  const jpeg = await strips.cut(
    image,
    chosen.map(({ square }) => square),
  );
  const childBox = scene.faces.find((face) => face.subject === childSubject)?.box;
  const centre = (box: { x: number; y: number; w: number; h: number }) => [
    box.x + box.w / 2,
    box.y + box.h / 2,
  ];
  const childIndex = childBox
    ? chosen.findIndex(({ box }) => {
        const [cx, cy] = centre(box);
        const [tx, ty] = centre(childBox);
        return Math.abs((cx ?? 0) - (tx ?? 0)) < 0.02 && Math.abs((cy ?? 0) - (ty ?? 0)) < 0.02;
      })
    : -1;
  return { jpeg, boxes: chosen.map(({ box }) => box), hasChild: scene.hasChild, childIndex };
}
