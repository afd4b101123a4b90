/**
 * Every function of the stack as it would be deployed: its bundled asset, alone in an empty folder, on
 * Node 24 for linux-arm64 under qemu, with the environment the template gives it resolved to the
 * emulator's resources. Each test drives one real event through one function and checks what it did
 * in the emulator. qemu runs code five to ten times slower than Lambda: waits are long, and each
 * function runs once (one container, cold then warm for the events of one test).
 */
import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FunctionName } from '../../functions/adapters/call-recorder.js';
import { newId } from '../../functions/domain/ids.js';
import type { PhotoRecord } from '../../functions/domain/photo.js';
import type { StageRecord } from '../../functions/domain/stage.js';
import { photoKeys, uploadKey } from '../../shared/media-keys.js';
import { RENDITIONS, renditionKey } from '../../shared/renditions.js';
import { CAMERA_MAKE, phoneJpeg } from '../fixtures/images.js';
import { type ArtifactCloud, createArtifactCloud } from './artifact-cloud.js';
import { type ArtifactAssembly, artifactAssembly } from './assembly.js';
import { sqsEvents } from './events.js';
import { type ArtifactRun, resultsOf } from './lambda-runtime.js';

const HEIC = new URL('../fixtures/photo.heic', import.meta.url);

let assembly: ArtifactAssembly;
let cloud: ArtifactCloud;
/** What each function's run took under qemu, printed at the end. */
const timings: string[] = [];

beforeAll(async () => {
  assembly = artifactAssembly();
  cloud = await createArtifactCloud(inject('emulatorEndpoint'));
});

afterAll(() => {
  if (timings.length > 0) console.info(`Artifacts under qemu (arm64):\n${timings.join('\n')}`);
});

/** Runs the function with the events; fails with its logs unless the cold start and all invocations succeeded. */
const invoke = async (fn: FunctionName, events: readonly unknown[]): Promise<unknown[]> => {
  const run: ArtifactRun = await cloud.run(fn, events);
  timings.push(
    `  ${fn.padEnd(20)} cold import ${Math.round(run.initMs)} ms (${Math.round(run.initCpuMs)} ms CPU), ` +
      `invocations ${run.invocations.map((i) => `${Math.round(i.ms)} ms`).join(', ')}, ` +
      `process ${Math.round(run.wallMs)} ms`,
  );
  return resultsOf(run);
};

const createStay = async (overrides: Partial<StageRecord> = {}): Promise<StageRecord> => {
  const stage: StageRecord = {
    id: newId(),
    nom_stage: 'Séjour des artefacts',
    ville: 'Annecy',
    cree_par: 'test',
    actif: 1,
    date_debut: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    date_fin: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    mdp_formateur: `F-${newId()}`,
    mdp_stagiaire: `S-${newId()}`,
    token_version: 1,
    version: 1,
    ...overrides,
  };
  await cloud.tooling.stages.create(stage);
  return stage;
};

/** A photo a trainer announced (signed upload), waiting for its file. */
const pendingPhoto = async (stageId: string, type: string, bytes: number): Promise<PhotoRecord> => {
  const photo: PhotoRecord = {
    stageId,
    photoId: newId(),
    status: 'en_attente',
    actif: 0,
    date_depose: new Date().toISOString(),
    declared_type: type,
    declared_size: bytes,
    version: 1,
  };
  await cloud.tooling.photos.createPending(photo);
  return photo;
};

const readObject = async (key: string): Promise<Buffer | undefined> => {
  const bytes = await cloud.toolingCore.media.getBytes(key);
  return bytes ? Buffer.from(bytes) : undefined;
};

describe('the deployed functions, run as Lambda runs them', () => {
  it('media: a JPEG with GPS and an iPhone HEIC become ready photos with clean copies', async () => {
    // Prepare: two uploads where the browser puts them, announced as the upload route does
    const stage = await createStay();
    const jpeg = await phoneJpeg(600, 400);
    const heic = readFileSync(HEIC);
    const jpegPhoto = await pendingPhoto(stage.id, 'image/jpeg', jpeg.length);
    const heicPhoto = await pendingPhoto(stage.id, 'image/heic', heic.length);
    for (const [photo, body, type] of [
      [jpegPhoto, jpeg, 'image/jpeg'],
      [heicPhoto, heic, 'image/heic'],
    ] as const) {
      await cloud.clients.s3.send(
        new PutObjectCommand({
          Bucket: cloud.names.buckets.media,
          Key: uploadKey(stage.id, photo.photoId),
          Body: body,
          ContentType: type,
        }),
      );
    }
    const events = await sqsEvents(cloud, assembly, 'media', 'media', 2);
    // Act
    const answers = await invoke('media', events);
    // Assess
    expect(answers).toEqual(events.map(() => ({ batchItemFailures: [] })));
    for (const photo of [jpegPhoto, heicPhoto]) {
      const record = await cloud.tooling.photos.get(stage.id, photo.photoId);
      expect(record?.status, photo.declared_type).toBe('prete');
      const keys = photoKeys(stage.id, photo.photoId);
      for (const key of [keys.original, keys.display, keys.thumb]) {
        const copy = await readObject(key);
        if (!copy) throw new Error(`No copy at ${key}`);
        const metadata = await sharp(copy).metadata();
        expect(metadata.format, key).toBe('jpeg');
        expect(metadata.exif, key).toBeUndefined();
        expect(copy.includes(CAMERA_MAKE), key).toBe(false);
      }
      for (const rendition of RENDITIONS) {
        const copy = await readObject(renditionKey(stage.id, photo.photoId, rendition.name));
        expect(copy && (await sharp(copy).metadata()).format, rendition.name).toBe('webp');
      }
      expect(await cloud.toolingCore.media.head(uploadKey(stage.id, photo.photoId))).toBeUndefined();
    }
    // The sideways phone photo is turned upright: 400×600 once its orientation is applied.
    const upright = await sharp(await readObject(photoKeys(stage.id, jpegPhoto.photoId).original)).metadata();
    expect([upright.width, upright.height]).toEqual([400, 600]);
  });
});
