/**
 * Synthetic group photos made of AT&T (ORL) faces, for the child finder's tests and bench: a
 * photo-sized JPEG with 3 to 6 faces of different people on a plain or mottled background, and a
 * manifest saying who is where. One subject stands for "the child" and appears in some scenes only,
 * each time in another of its ten photos. The same options and seed give the same scenes.
 *
 * The faces are adults' (no installable set has children's faces); the ORL photos are tight, so
 * each face is enlarged 2 to 3 times inside a grey frame, as a face with hair and shoulders around it
 * would be in a real photo.
 */
import { readFile } from 'node:fs/promises';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { fetchFaceFixtures, ORL_PHOTOS_PER_SUBJECT, ORL_SUBJECTS, orlPhotoPath } from './fetch-fixtures.js';
import { parsePgm } from './pgm.js';

export interface GroupSceneOptions {
  /** How many scenes. */
  count: number;
  /** The ORL subject (1 to 40) standing for the child. */
  childSubject: number;
  /** In how many of the scenes the child appears (at most `count`). */
  childScenes: number;
  /** Same seed, same scenes. */
  seed: number;
  /** Size of each scene, 1600×1200 unless told. */
  width?: number;
  height?: number;
}

/** A face of a scene: who it is, which of the subject's photos, and where, as shares of the scene. */
export interface SceneFace {
  subject: number;
  photo: number;
  box: { x: number; y: number; w: number; h: number };
}

export interface GroupScene {
  jpeg: Buffer;
  width: number;
  height: number;
  faces: SceneFace[];
  /** Whether the child is one of the faces. */
  hasChild: boolean;
}

/** mulberry32: a small seeded generator, enough to vary scenes reproducibly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Grey frame around each face, in the ORL photo's pixels, before enlarging. */
const FRAME_PX = 20;

/** A plain colour, or coarse noise enlarged into soft blotches, as busy as a tent or a lawn behind. */
async function background(width: number, height: number, random: () => number): Promise<Sharp> {
  const colour = [between(random, 60, 200), between(random, 60, 200), between(random, 60, 200)] as const;
  if (random() < 0.5) {
    return sharp({
      create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } },
    });
  }
  const small = { width: Math.ceil(width / 40), height: Math.ceil(height / 40) };
  const pixels = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.min(255, Math.max(0, (colour[i % 3] ?? 128) + between(random, -50, 50)));
  const blotches = await sharp(pixels, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(blotches);
}

/** One ORL photo, framed in grey and enlarged by `scale`, as a PNG, with the face's place inside it. */
async function framedFace(subject: number, photo: number, scale: number) {
  const grey = parsePgm(await readFile(orlPhotoPath(subject, photo)));
  const framed = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extend({
      top: FRAME_PX,
      bottom: FRAME_PX,
      left: FRAME_PX,
      right: FRAME_PX,
      background: { r: 128, g: 128, b: 128 },
    })
    .png()
    .toBuffer();
  const width = Math.round((grey.width + 2 * FRAME_PX) * scale);
  const height = Math.round((grey.height + 2 * FRAME_PX) * scale);
  const png = await sharp(framed).resize(width, height).toColourspace('srgb').png().toBuffer();
  return {
    png,
    width,
    height,
    face: { x: FRAME_PX * scale, y: FRAME_PX * scale, w: grey.width * scale, h: grey.height * scale },
  };
}

/** Scenes whose manifests say who is where; the ORL faces are fetched first if they are not there yet. */
export async function makeGroupScenes(options: GroupSceneOptions): Promise<GroupScene[]> {
  const { count, childSubject, childScenes, seed, width = 1600, height = 1200 } = options;
  if (childSubject < 1 || childSubject > ORL_SUBJECTS) throw new Error(`No ORL subject ${childSubject}`);
  if (childScenes > count) throw new Error('The child cannot be in more scenes than there are');
  await fetchFaceFixtures();
  const random = seeded(seed);
  const withChild = new Set(shuffled([...Array(count).keys()], random).slice(0, childScenes));
  const others = [...Array(ORL_SUBJECTS).keys()].map((i) => i + 1).filter((s) => s !== childSubject);
  const childPhotos = shuffled(
    [...Array(ORL_PHOTOS_PER_SUBJECT).keys()].map((i) => i + 1),
    random,
  );
  const scenes: GroupScene[] = [];
  for (let index = 0; index < count; index++) {
    const people = between(random, 3, 6);
    const hasChild = withChild.has(index);
    const subjects = shuffled(others, random).slice(0, hasChild ? people - 1 : people);
    if (hasChild) subjects.splice(between(random, 0, subjects.length), 0, childSubject);
    // One face per cell of a 3×2 grid, the cells shuffled so faces are not always read left to right.
    const columns = 3;
    const rows = 2;
    const cells = shuffled([...Array(columns * rows).keys()], random);
    const cellWidth = Math.floor(width / columns);
    const cellHeight = Math.floor(height / rows);
    const layers: OverlayOptions[] = [];
    const faces: SceneFace[] = [];
    for (const [i, subject] of subjects.entries()) {
      const photo =
        subject === childSubject
          ? (childPhotos[scenes.filter((s) => s.hasChild).length % childPhotos.length] ?? 1)
          : between(random, 1, ORL_PHOTOS_PER_SUBJECT);
      const cell = cells[i] ?? 0;
      // As large as 2 to 3 times the ORL photo, and never larger than its cell.
      const fit = Math.min(cellWidth / (92 + 2 * FRAME_PX), cellHeight / (112 + 2 * FRAME_PX));
      const scale = Math.min(fit * 0.95, 2 + random());
      const face = await framedFace(subject, photo, scale);
      const left = (cell % columns) * cellWidth + between(random, 0, Math.max(0, cellWidth - face.width));
      const top =
        Math.floor(cell / columns) * cellHeight + between(random, 0, Math.max(0, cellHeight - face.height));
      layers.push({ input: face.png, left, top });
      faces.push({
        subject,
        photo,
        box: {
          x: (left + face.face.x) / width,
          y: (top + face.face.y) / height,
          w: face.face.w / width,
          h: face.face.h / height,
        },
      });
    }
    const jpeg = await (await background(width, height, random))
      .composite(layers)
      .jpeg({ quality: 85 })
      .toBuffer();
    scenes.push({ jpeg, width, height, faces, hasChild });
  }
  return scenes;
}
