/**
 * Every function of the stack as it would be deployed: its bundled asset, alone in an empty folder, on
 * Node 24 for linux-arm64 under qemu, with the environment the template gives it resolved to the
 * emulator's resources. Their AWS calls go through the IAM gate, which answers as AWS would under
 * the function's role. Each test drives one real event through one function and checks what it did
 * in the emulator. qemu runs code five to ten times slower than Lambda: each function gets one
 * container (a cold start, then warm for the other events of its test), and waits are long.
 */
import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, PutSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FunctionName } from '#functions/adapters/call-recorder.js';
import { createSqsFacesQueue } from '#functions/adapters/faces-queue.js';
import { createSqsRotateQueue } from '#functions/adapters/rotate-queue.js';
import type { MailLogEntry } from '#functions/adapters/stores/mail-log.js';
import { newId } from '#functions/domain/ids.js';
import { DUMMY_HASH } from '#functions/domain/passwords.js';
import { FIRST_COPIES, type PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createApp } from '#functions/http/app.js';
import { queueAdminMail } from '#functions/services/mail/queue-admin-mail.js';
import { rotatePhotos } from '#functions/services/photos/rotate-photos.js';
import { makeGroupScenes } from '#scripts/faces/group-scenes.js';
import { sweepExpiredItems } from '#scripts/local/ttl-sweep.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { ORIGIN_VERIFY_HEADER } from '#shared/env-names.js';
import { FACE_CROP_PX, faceStripKey } from '#shared/face-crops.js';
import { archivePartKey, photoKeys, uploadKey } from '#shared/media-keys.js';
import { RENDITIONS, renditionKey } from '#shared/renditions.js';
import type { PhotoPage, SignUploadsResponse } from '#shared/schemas.js';
import { CAMERA_MAKE, phoneJpeg } from '../fixtures/images.js';
import { addFamilies, publishUntil } from '../helpers/family-photos.js';
import { call } from '../helpers/test-stack.js';
import { type ArtifactCloud, accessKeyIdOf, createArtifactCloud } from './artifact-cloud.js';
import { type ArtifactAssembly, artifactAssembly } from './assembly.js';
import {
  customResourceCreate,
  type HttpRequest,
  httpApiEvent,
  photoStreamEvent,
  scheduledRun,
  sqsEvents,
} from './events.js';
import { type IamGate, startIamGate } from './iam-gate.js';
import { type Container, failuresOf, type Invocation } from './lambda-runtime.js';

const HEIC = new URL('../fixtures/photo.heic', import.meta.url);
const DAY_MS = 86_400_000;
const run = promisify(execFile);

let assembly: ArtifactAssembly;
let cloud: ArtifactCloud;
/** Between the functions and the emulator: each call authorized against its function's role. */
let gate: IamGate;
/** The API app as tooling (for arranging data through the routes the tests of other suites use). */
let tooling: Hono;
let admin: string;
/** What each function's container took under qemu, printed at the end. */
const timings: string[] = [];

beforeAll(async () => {
  assembly = artifactAssembly();
  cloud = await createArtifactCloud(inject('emulatorEndpoint'));
  const policies = cloud.policiesByAccessKeyId();
  gate = await startIamGate({
    emulator: cloud.endpoint,
    policiesOf: (accessKeyId) => policies[accessKeyId]?.map(({ policy }) => policy),
  });
  cloud.functionEndpoint = gate.url;
  tooling = createApp(cloud.tooling);
  await cloud.tooling.admins.put({
    username: 'admin',
    password_hash: DUMMY_HASH,
    created_at: new Date().toISOString(),
  });
  admin = await cloud.tooling.tokens.issueAdminToken('admin');
});

afterAll(async () => {
  await gate?.close();
  if (timings.length > 0) console.info(`Artifacts under qemu (linux-arm64):\n${timings.join('\n')}`);
});

/**
 * Starts one container of the function, hands it to `use`, and stops it; fails with the function's
 * logs if its cold start or any invocation failed.
 */
const withContainer = async <T>(
  fn: FunctionName,
  use: (invoke: (event: unknown) => Promise<unknown>) => Promise<T>,
): Promise<T> => {
  const deniedBefore = gate.denials.length;
  /** What IAM refused the function since its container started, as AWS would have. */
  const denied = () =>
    gate.denials
      .slice(deniedBefore)
      .map((denial) => `${denial.caller}: ${denial.action} on ${denial.what} (${denial.resource})`);
  const failed = (failure: string) =>
    new Error(`${failure}\n--- refused by IAM ---\n${denied().join('\n') || 'nothing'}`);
  const container: Container = await cloud.start(fn);
  const invocations: Invocation[] = [];
  const invoke = async (event: unknown): Promise<unknown> => {
    const invocation = await container.invoke(event);
    invocations.push(invocation);
    const failure = failuresOf(container.coldStart, [invocation], container.output());
    if (failure) throw failed(failure);
    return invocation.result;
  };
  try {
    const failure = failuresOf(container.coldStart, [], container.output());
    if (failure) throw failed(failure);
    const result = await use(invoke);
    // A refusal the function survived (a retried or tolerated call) is still a missing grant.
    expect(denied(), `calls of the ${fn} function IAM refused`).toEqual([]);
    return result;
  } finally {
    const { wallMs } = await container.stop();
    timings.push(
      `  ${fn.padEnd(20)} cold start ${Math.round(container.coldStart.ms)} ms ` +
        `(${Math.round(container.coldStart.cpuMs)} ms CPU); invocations ` +
        `${invocations.map((i) => `${Math.round(i.ms)} ms`).join(', ') || 'none'}; container ${Math.round(wallMs)} ms`,
    );
  }
};

const invokeAll = (fn: FunctionName, events: readonly unknown[]): Promise<unknown[]> =>
  withContainer(fn, async (invoke) => {
    const results: unknown[] = [];
    for (const event of events) results.push(await invoke(event));
    return results;
  });

const createStay = async (overrides: Partial<StayRecord> = {}): Promise<StayRecord> => {
  const stay: StayRecord = {
    id: newId(),
    nom_stage: `Séjour des artefacts ${newId().slice(-4)}`,
    ville: 'Annecy',
    cree_par: 'test',
    actif: 1,
    date_debut: new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10),
    date_fin: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
    mdp_formateur: `F-${newId()}`,
    mdp_stagiaire: `S-${newId()}`,
    token_version: 1,
    version: 1,
    ...overrides,
  };
  await cloud.tooling.stays.create(stay);
  return stay;
};

/** A photo a trainer announced (signed upload), waiting for its file. */
const pendingPhoto = async (
  stayId: string,
  type = 'image/jpeg',
  bytes = 3,
  droppedAt = new Date(),
): Promise<PhotoRecord> => {
  const photo: PhotoRecord = {
    stageId: stayId,
    photoId: newId(),
    status: 'en_attente',
    actif: 0,
    date_depose: droppedAt.toISOString(),
    declared_type: type,
    declared_size: bytes,
    version: 1,
  };
  await cloud.tooling.photos.createPending(photo);
  return photo;
};

/** A photo the media worker accepted, its original (and copies) stored as it stores them. */
const storedPhoto = async (stayId: string, original: Buffer): Promise<PhotoRecord> => {
  const { width = 1, height = 1 } = await sharp(original).metadata();
  const photo = await pendingPhoto(stayId, 'image/jpeg', original.length);
  for (const key of Object.values(photoKeys(stayId, photo.photoId, 1, FIRST_COPIES))) {
    await cloud.toolingCore.media.put(key, original, 'image/jpeg');
  }
  await cloud.tooling.photos.markReady(stayId, photo.photoId, {
    width,
    height,
    bytes: original.length,
    copies: FIRST_COPIES,
  });
  return photo;
};

const readObject = async (key: string): Promise<Buffer | undefined> => {
  const bytes = await cloud.toolingCore.media.getBytes(key);
  return bytes ? Buffer.from(bytes) : undefined;
};

const mailsOf = async (stayId: string): Promise<MailLogEntry[]> =>
  (await cloud.tooling.mailLog.list({ limit: 100, stageId: stayId })).items;

const day = (daysFromToday: number): string =>
  new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

describe('the deployed functions, run as Lambda runs them', () => {
  it('media: a JPEG with GPS and an iPhone HEIC become ready photos with clean copies', async () => {
    // Prepare: two uploads where the browser puts them, announced as the upload route does
    const stay = await createStay();
    const jpeg = await phoneJpeg(600, 400);
    const heic = readFileSync(HEIC);
    const jpegPhoto = await pendingPhoto(stay.id, 'image/jpeg', jpeg.length);
    const heicPhoto = await pendingPhoto(stay.id, 'image/heic', heic.length);
    for (const [photo, body] of [
      [jpegPhoto, jpeg],
      [heicPhoto, heic],
    ] as const) {
      await cloud.clients.s3.send(
        new PutObjectCommand({
          Bucket: cloud.names.buckets.media,
          Key: uploadKey(stay.id, photo.photoId),
          Body: body,
          ContentType: photo.declared_type,
        }),
      );
    }
    const events = await sqsEvents(cloud, assembly, 'media', 'media', 2, (body) => body.includes(stay.id));
    // Act
    const answers = await invokeAll('media', events);
    // Assess
    expect(answers).toEqual(events.map(() => ({ batchItemFailures: [] })));
    for (const photo of [jpegPhoto, heicPhoto]) {
      const record = await cloud.tooling.photos.get(stay.id, photo.photoId);
      expect(record?.status, photo.declared_type).toBe('prete');
      const keys = photoKeys(stay.id, photo.photoId, 1, FIRST_COPIES);
      for (const key of [keys.original, keys.display, keys.thumb]) {
        const copy = await readObject(key);
        if (!copy) throw new Error(`No copy at ${key}`);
        const metadata = await sharp(copy).metadata();
        expect(metadata.format, key).toBe('jpeg');
        expect(metadata.exif, key).toBeUndefined();
        expect(copy.includes(CAMERA_MAKE), key).toBe(false);
      }
      for (const rendition of RENDITIONS) {
        const copy = await readObject(renditionKey(stay.id, photo.photoId, rendition.name, 1, FIRST_COPIES));
        expect(copy && (await sharp(copy).metadata()).format, rendition.name).toBe('webp');
      }
      expect(await cloud.toolingCore.media.head(uploadKey(stay.id, photo.photoId))).toBeUndefined();
    }
    // The sideways phone photo is turned upright: 400×600 once its orientation is applied.
    const upright = await sharp(await readObject(photoKeys(stay.id, jpegPhoto.photoId).original)).metadata();
    expect([upright.width, upright.height]).toEqual([400, 600]);
  });

  it('rotate: a rotation job turns the stored copies a quarter turn, under the next version', async () => {
    // Prepare: a landscape photo, its rotation asked as the administrators' route asks it
    const stay = await createStay();
    const photo = await storedPhoto(
      stay.id,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c84' } })
        .jpeg()
        .toBuffer(),
    );
    await rotatePhotos(
      {
        photos: cloud.tooling.photos,
        rotations: createSqsRotateQueue(cloud.clients.sqs, cloud.provisioned.queueUrls.rotate),
        clock: () => new Date(),
      },
      { stageId: stay.id, photoIds: [photo.photoId] },
    );
    const events = await sqsEvents(cloud, assembly, 'rotate', 'rotate', 1, (body) => body.includes(stay.id));
    // Act
    const answers = await invokeAll('rotate', events);
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }]);
    const record = await cloud.tooling.photos.get(stay.id, photo.photoId);
    expect(record).toMatchObject({ version: 2, width: 400, height: 600 });
    const turned = photoKeys(stay.id, photo.photoId, 2, FIRST_COPIES);
    for (const key of [turned.original, turned.display, turned.thumb]) {
      const copy = await readObject(key);
      if (!copy) throw new Error(`No copy at ${key}`);
      const { width = 0, height = 0 } = await sharp(copy).metadata();
      expect(height, key).toBeGreaterThan(width);
    }
    expect(await cloud.toolingCore.media.head(photoKeys(stay.id, photo.photoId).original)).toBeUndefined();
  });

  it('faces: a group photo gets its strip of crops and its boxes, found by the bundled face model', async () => {
    // Prepare: a generated group photo whose copies are stored, sent to the faces worker as the stream sends it
    const stay = await createStay();
    // Display-copy sized but small, so the emulated arm64 run stays short.
    const [scene] = await makeGroupScenes({
      count: 1,
      childSubject: 1,
      childScenes: 1,
      seed: 37,
      width: 960,
      height: 720,
    });
    if (!scene) throw new Error('No scene made');
    const photo = await storedPhoto(stay.id, scene.jpeg);
    await createSqsFacesQueue(cloud.clients.sqs, cloud.provisioned.queueUrls.faces).enqueue([
      { stageId: stay.id, photoId: photo.photoId },
    ]);
    const events = await sqsEvents(cloud, assembly, 'faces', 'faces', 1, (body) => body.includes(stay.id));
    // Act: the models and the wasm backend are read from the asset itself
    const answers = await invokeAll('faces', events);
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }]);
    const boxes = (await cloud.tooling.photos.get(stay.id, photo.photoId))?.faces?.boxes ?? [];
    expect(boxes).toHaveLength(scene.faces.length);
    const strip = await readObject(faceStripKey(stay.id, photo.photoId, 1, FIRST_COPIES));
    if (!strip) throw new Error('No strip');
    expect(await sharp(strip).metadata()).toMatchObject({
      format: 'jpeg',
      width: boxes.length * FACE_CROP_PX,
      height: FACE_CROP_PX,
    });
  });

  it('archive: a part of three photos becomes a zip that unzip accepts', async () => {
    // Prepare: three published photos, a family asks for their zip
    const stay = await createStay({ nom_stage: 'Colo des Cimes' });
    const photos: PhotoRecord[] = [];
    for (const color of ['#a33', '#3a3', '#33a']) {
      photos.push(
        await storedPhoto(
          stay.id,
          await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
            .jpeg()
            .toBuffer(),
        ),
      );
    }
    await publishUntil(tooling, admin, stay.id, photos, day(30));
    const family = await cloud.tooling.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    const asked = await call(tooling, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: photos.map((photo) => photo.photoId) },
    });
    expect(asked.status).toBe(201);
    const { archiveId } = asked.body as ArchiveStatus & { archiveId: string };
    const events = await sqsEvents(cloud, assembly, 'archive', 'archive', 1, (body) =>
      body.includes(archiveId),
    );
    // Act
    const answers = await invokeAll('archive', events);
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }]);
    expect((await cloud.tooling.archives.store.get(archiveId))?.status).toBe('prete');
    const zip = await readObject(archivePartKey(stay.id, archiveId, 0, 1));
    if (!zip) throw new Error('No zip stored');
    const dir = await mkdtemp(join(tmpdir(), 'artifact-zip-'));
    try {
      const file = join(dir, 'archive.zip');
      await writeFile(file, zip);
      const { stdout } = await run('unzip', ['-t', file]);
      expect(stdout).toContain('No errors detected');
      expect(stdout.match(/testing: /g)).toHaveLength(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('mail: a password mail job is sent and the mail log says so', async () => {
    // Prepare: an administrator mails a stay's password to a family
    const stay = await createStay();
    await queueAdminMail(cloud.tooling, {
      to: 'famille.martin@example.org',
      subject: `Mot de passe du séjour ${stay.nom_stage}`,
      message: `Bonjour, le mot de passe des photos est ${stay.mdp_stagiaire}.`,
      stageId: stay.id,
    });
    const events = await sqsEvents(cloud, assembly, 'mail', 'mail', 1, (body) => body.includes(stay.id));
    // Act
    const answers = await invokeAll('mail', events);
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }]);
    const [entry, ...others] = await mailsOf(stay.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ kind: 'passwords', status: 'envoye', to: ['famille.martin@example.org'] });
    expect(entry?.sent_at).toBeDefined();
  });

  it('expiry: a photo removed at its deletion date loses its files, and its deletion is logged', async () => {
    // Prepare: a published photo whose deletion date has passed, removed by the TTL
    const stay = await createStay();
    const photo = await storedPhoto(
      stay.id,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
        .jpeg()
        .toBuffer(),
    );
    await publishUntil(tooling, admin, stay.id, [photo], '2020-01-31');
    expect(
      await sweepExpiredItems({ dynamo: cloud.toolingCore.clients.dynamo, tableNames: cloud.names.tables }),
    ).toBeGreaterThanOrEqual(1);
    const { Records } = await photoStreamEvent(cloud, assembly);
    const changes = Records.filter((record) => record.dynamodb?.OldImage?.photoId?.S === photo.photoId);
    // Made ready (the handler hands it to the faces worker), published (a change of a ready photo,
    // which the handler weighs and lets be), then removed.
    expect(changes.map((record) => record.eventName)).toEqual(['MODIFY', 'MODIFY', 'REMOVE']);
    // DynamoDB's TTL deletions carry the service's identity in the cloud; the emulator gives none.
    const event = {
      Records: changes.map((record) =>
        record.eventName === 'REMOVE'
          ? { ...record, userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } }
          : record,
      ),
    };
    // Act
    const answers = await invokeAll('expiry', [event]);
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }]);
    for (const key of Object.values(photoKeys(stay.id, photo.photoId, 1, FIRST_COPIES))) {
      expect(await cloud.toolingCore.media.head(key), key).toBeUndefined();
    }
    const log = await cloud.tooling.photoDeletions.listByStay(stay.id);
    expect(log.map((entry) => entry.photoId)).toEqual([photo.photoId]);
  });

  it('expiry-reminder: a scheduled run queues one reminder per family of a stay whose photos go soon', async () => {
    // Prepare: photos published until three days from now, two families
    const stay = await createStay();
    const photo = await storedPhoto(
      stay.id,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#159' } })
        .jpeg()
        .toBuffer(),
    );
    await publishUntil(tooling, admin, stay.id, [photo], day(3));
    await addFamilies(cloud.tooling.participants, stay.id, ['un@example.org', 'deux@example.org']);
    // Act
    const [answer] = await invokeAll('expiry-reminder', [scheduledRun()]);
    // Assess
    expect(answer).toMatchObject({ queued: expect.any(Number) });
    const reminders = (await mailsOf(stay.id)).filter((entry) => entry.kind === 'expiry-reminder');
    expect(reminders.map((entry) => entry.to[0]).sort()).toEqual(['deux@example.org', 'un@example.org']);
    expect(reminders.every((entry) => entry.status === 'en_file')).toBe(true);
  });

  it('photo-digest: a scheduled run queues one digest per family of a stay with new photos', async () => {
    // Prepare: two photos published today, one family
    const stay = await createStay();
    const photos = [
      await storedPhoto(
        stay.id,
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#951' } })
          .jpeg()
          .toBuffer(),
      ),
      await storedPhoto(
        stay.id,
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#519' } })
          .jpeg()
          .toBuffer(),
      ),
    ];
    await publishUntil(tooling, admin, stay.id, photos, day(30));
    await addFamilies(cloud.tooling.participants, stay.id, ['famille@example.org']);
    // Act
    const [answer] = await invokeAll('photo-digest', [scheduledRun()]);
    // Assess
    expect(answer).toMatchObject({ queued: expect.any(Number) });
    const digests = (await mailsOf(stay.id)).filter((entry) => entry.kind === 'photo-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ to: ['famille@example.org'], status: 'en_file' });
    expect(digests[0]?.subject).toContain('2 nouvelles photos');
  });

  it('api: sign-in, the photo list and an upload presign, through the HTTP API event', async () => {
    // Prepare: a stay with one published photo
    const stay = await createStay();
    const photo = await storedPhoto(
      stay.id,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa5' } })
        .jpeg()
        .toBuffer(),
    );
    await publishUntil(tooling, admin, stay.id, [photo], day(30));
    const upload = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#5aa' } })
      .jpeg()
      .toBuffer();
    // CloudFront adds the origin secret to every request it forwards to the API.
    const viaCloudFront = (request: HttpRequest) =>
      httpApiEvent({
        ...request,
        headers: { ...request.headers, [ORIGIN_VERIFY_HEADER]: cloud.secrets.originVerify.value },
      });
    const bodyOf = (answer: unknown): unknown => {
      const { body, isBase64Encoded } = answer as { body?: string; isBase64Encoded?: boolean };
      const text = isBase64Encoded ? Buffer.from(body ?? '', 'base64').toString('utf8') : (body ?? '');
      return text ? JSON.parse(text) : undefined;
    };
    const statusOf = (answer: unknown): unknown => (answer as { statusCode?: unknown }).statusCode;

    // Act
    const answers = await withContainer('api', async (invoke) => {
      const bare = await invoke(
        httpApiEvent({ method: 'GET', path: `/api/doc_stage_formateur_active/${stay.id}` }),
      );
      const family = await invoke(
        viaCloudFront({
          method: 'POST',
          path: '/api/auth/login',
          body: { stageId: stay.id, password: stay.mdp_stagiaire },
        }),
      );
      const director = await invoke(
        viaCloudFront({
          method: 'POST',
          path: '/api/auth/login',
          body: { stageId: stay.id, password: stay.mdp_formateur },
        }),
      );
      const familyToken = (bodyOf(family) as { token?: string }).token ?? '';
      const directorToken = (bodyOf(director) as { token?: string }).token ?? '';
      const list = await invoke(
        viaCloudFront({
          method: 'GET',
          path: `/api/doc_stage_formateur_active/${stay.id}`,
          headers: { authorization: `Bearer ${familyToken}` },
        }),
      );
      const signed = await invoke(
        viaCloudFront({
          method: 'POST',
          path: `/api/doc_stage_formateur/${stay.id}/uploads`,
          headers: { authorization: `Bearer ${directorToken}` },
          body: { files: [{ name: 'IMG_0001.jpg', type: 'image/jpeg', size: upload.length }] },
        }),
      );
      return { bare, family, trainer: director, list, signed };
    });

    // Assess: without CloudFront's secret the API answers nothing useful
    expect(statusOf(answers.bare)).toBe(403);
    expect([statusOf(answers.family), statusOf(answers.trainer)]).toEqual([200, 200]);
    expect(statusOf(answers.list)).toBe(200);
    const page = bodyOf(answers.list) as PhotoPage;
    expect(page.photos.map((p) => p.id)).toEqual([photo.photoId]);
    // Media links are CloudFront's, signed with the key read from Secrets Manager.
    expect(page.photos[0]?.thumbUrl).toMatch(
      /^https:\/\/d111111abcdef8\.cloudfront\.net\/photos\/.*Signature=/,
    );
    expect(statusOf(answers.signed)).toBe(201);
    const [slot] = (bodyOf(answers.signed) as SignUploadsResponse).uploads;
    if (!slot) throw new Error('No upload signed');
    expect(slot.url).toContain(`X-Amz-Credential=${accessKeyIdOf('api')}`);
    const put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: new Uint8Array(upload) });
    expect(put.status).toBe(200);
    expect((await cloud.tooling.photos.get(stay.id, slot.photoId))?.status).toBe('en_attente');
    expect(await cloud.toolingCore.media.head(uploadKey(stay.id, slot.photoId))).toMatchObject({
      size: upload.length,
    });
  });

  it('archive-signing-key: a CloudFormation Create stores an RSA key and answers its public half', async () => {
    // Prepare: the custom resource's properties from the template; its secret as CloudFormation
    // creates it, holding a generated placeholder until the function replaces it
    const signingKeyPair = assembly.logicalId(
      assembly.stack.archiveDownloads.node.findChild('SigningKeyPair'),
    );
    const { ServiceToken: _token, ...properties } = cloud.resolve(
      assembly.template.Resources[signingKeyPair]?.Properties,
    ) as Record<string, unknown>;
    const secretId = cloud.secrets.mediaSigningKey.arn;
    expect(properties).toEqual({ SecretId: secretId });
    await cloud.clients.secrets.send(
      new PutSecretValueCommand({
        SecretId: secretId,
        SecretString: 'x7Rk2pQm9aZ-placeholder-of-cloudformation',
      }),
    );
    // Act
    const [answer] = await invokeAll('archive-signing-key', [
      customResourceCreate(signingKeyPair, properties),
    ]);
    // Assess
    const stored = await cloud.clients.secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    expect(stored.SecretString).toContain('-----BEGIN PRIVATE KEY-----');
    const publicKey = createPublicKey(stored.SecretString ?? '')
      .export({ type: 'spki', format: 'pem' })
      .toString();
    expect(answer).toEqual({
      PhysicalResourceId: `archive-signing-key:${secretId}`,
      Data: { PublicKey: publicKey },
    });
    // The provider framework sends this answer to CloudFormation, which takes 4096 bytes at most.
    expect(JSON.stringify({ Status: 'SUCCESS', ...(answer as object) }).length).toBeLessThan(4096);
  });
});
