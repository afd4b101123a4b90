/**
 * Face strips for the child finder's bench, made straight from the group scenes' manifests: the
 * squares the faces worker would cut around each face, side by side, as the media side writes them.
 * Making them from the manifests spares running the detector on thousands of photos, which the
 * bench does not measure.
 */
import sharp from 'sharp';
import { chooseFaces } from '#shared/face-crop-squares.js';
import { FACE_CROP_PX, FACE_STRIP_QUALITY, type FaceBox } from '#shared/face-crops.js';
import type { GroupScene } from '../faces/group-scenes.js';

export interface BenchStrip {
  jpeg: Buffer;
  boxes: FaceBox[];
  /** Whether the scene holds the child. */
  hasChild: boolean;
  /** Index in `boxes` of the child's face, or -1. */
  childIndex: number;
}

export async function stripOfScene(scene: GroupScene, childSubject: number): Promise<BenchStrip> {
  const image = { width: scene.width, height: scene.height };
  const found = scene.faces.map(({ box }) => ({
    x: box.x * scene.width,
    y: box.y * scene.height,
    w: box.w * scene.width,
    h: box.h * scene.height,
  }));
  const chosen = chooseFaces(found, image);
  const crops = await Promise.all(
    chosen.map(({ square }) =>
      sharp(scene.jpeg)
        .extract({ left: square.left, top: square.top, width: square.side, height: square.side })
        .resize(FACE_CROP_PX, FACE_CROP_PX)
        .toBuffer(),
    ),
  );
  const jpeg = await sharp({
    create: {
      width: FACE_CROP_PX * Math.max(1, crops.length),
      height: FACE_CROP_PX,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
    },
  })
    .composite(crops.map((input, index) => ({ input, left: index * FACE_CROP_PX, top: 0 })))
    .jpeg({ quality: FACE_STRIP_QUALITY })
    .toBuffer();
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
