/**
 * The faces of a photo for the child finder, against the emulator: the photos stream sends a photo
 * made ready to the faces queue, the faces job writes the strip beside the copies and records the
 * boxes, the family's list links to the strip (opened by the CloudFront stand-in with the copies'
 * signature), hiding the photo moves the strip with the copies, and deleting the photo removes it.
 * The detector is a fake that finds two faces: the face model itself is tested on real faces in its
 * own tier, and this file stays a matter of seconds.
 */
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { facesJobDeps } from '#functions/composition/faces-worker.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { FaceDetector } from '#functions/ports/face-detector.js';
import { prepareFaces } from '#functions/workers/faces/prepare-faces.js';
import { FACE_CROP_PX, faceStripKey } from '#shared/face-crops.js';
import { photoKeys } from '#shared/media-keys.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { stayWithPhotoStream } from '../helpers/photo-stream.js';
import { call } from '../helpers/test-stack.js';

const twoFaces: FaceDetector = {
  detect: async () => [
    { x: 100, y: 60, w: 80, h: 100, score: 0.9 },
    { x: 400, y: 200, w: 60, h: 70, score: 0.8 },
  ],
};

describe('face crops for the child finder', () => {
  const fixture = stayWithPhotoStream();

  /** A published 600×400 photo whose display copy is stored. */
  const publishedPhoto = (): Promise<PhotoRecord> =>
    readyPhotoRecord(
      fixture.stack,
      fixture.stage.id,
      { width: 600, height: 400, bytes: 3 },
      {
        actif: 1,
        beforeReady: async ({ photoId }) => {
          const display = await sharp({
            create: { width: 600, height: 400, channels: 3, background: '#c08060' },
          })
            .jpeg()
            .toBuffer();
          await fixture.stack.deps.media.put(
            photoKeys(fixture.stage.id, photoId, 1, 1).display,
            new Uint8Array(display),
            'image/jpeg',
          );
        },
      },
    );

  const facesJobsSent = async (): Promise<unknown[]> => {
    const answer = await fixture.stack.deps.clients.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: fixture.stack.queueUrls.faces, MaxNumberOfMessages: 10 }),
    );
    return (answer.Messages ?? []).map((message) => JSON.parse(message.Body ?? 'null'));
  };

  const prepare = (photo: PhotoRecord) =>
    prepareFaces(facesJobDeps(fixture.stack.coreOf('faces'), twoFaces), {
      stageId: photo.stageId,
      photoId: photo.photoId,
    });

  it('sends a photo made ready to the faces worker, which cuts its strip and records its boxes', async () => {
    // Prepare
    const photo = await publishedPhoto();
    // Act
    await fixture.poller.pollOnce();
    const sent = await facesJobsSent();
    const outcome = await prepare(photo);
    // Assess
    expect(sent).toContainEqual({ stageId: fixture.stage.id, photoId: photo.photoId });
    expect(outcome).toBe('prepared');
    const strip = await fixture.stack.deps.media.getBytes(
      faceStripKey(fixture.stage.id, photo.photoId, 1, 1),
    );
    expect(await sharp(strip).metadata()).toMatchObject({ width: 2 * FACE_CROP_PX, height: FACE_CROP_PX });
    const listed = await call(
      fixture.stack.app,
      'GET',
      `/api/doc_stage_formateur_active/${fixture.stage.id}`,
      {
        token: fixture.family,
      },
    );
    const faces = (listed.body as PhotoPage).photos.find((shown) => shown.id === photo.photoId)?.faces;
    expect(faces?.boxes).toEqual([
      { x: 0.1667, y: 0.15, w: 0.1333, h: 0.25 },
      { x: 0.6667, y: 0.5, w: 0.1, h: 0.175 },
    ]);
    const opened = await fetch(faces?.url ?? '');
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(strip);
  });

  it('records a photo without faces with no strip and no link', async () => {
    // Prepare: a photo prepared before by a detector that found faces, then found without any
    const photo = await publishedPhoto();
    await prepare(photo);
    await fixture.stack.deps.photos.setFaces({ ...photo, copies: 1 }, { version: 0, boxes: [] });
    const noFace: FaceDetector = { detect: async () => [] };
    // Act
    const outcome = await prepareFaces(facesJobDeps(fixture.stack.coreOf('faces'), noFace), photo);
    // Assess
    expect(outcome).toBe('prepared');
    expect(
      await fixture.stack.deps.media.head(faceStripKey(fixture.stage.id, photo.photoId, 1, 1)),
    ).toBeUndefined();
    const listed = await call(
      fixture.stack.app,
      'GET',
      `/api/doc_stage_formateur_active/${fixture.stage.id}`,
      {
        token: fixture.family,
      },
    );
    const faces = (listed.body as PhotoPage).photos.find((shown) => shown.id === photo.photoId)?.faces;
    expect(faces).toEqual({ boxes: [], url: null });
  });

  it('moves the strip with the copies when the photo is hidden, and removes it with the photo', async () => {
    // Prepare
    const photo = await publishedPhoto();
    await prepare(photo);
    await fixture.poller.pollOnce();
    // Act: hidden
    const hidden = await call(fixture.stack.app, 'POST', `/api/photos/${fixture.stage.id}/validation`, {
      token: fixture.admin,
      body: { photos: [{ id: photo.photoId, actif: 0, active_par: 'Claire Martin' }] },
    });
    await fixture.poller.pollOnce();
    // Assess
    expect(hidden.status).toBe(200);
    expect(
      await fixture.stack.deps.media.head(faceStripKey(fixture.stage.id, photo.photoId, 1, 1)),
    ).toBeUndefined();
    expect(
      await fixture.stack.deps.media.head(faceStripKey(fixture.stage.id, photo.photoId, 1, 2)),
    ).toBeDefined();
    // The move is a change of files: the worker is asked again, and finds the strip in place.
    expect(await prepare(photo)).toBe('already-prepared');
    // Act: deleted
    const deleted = await call(fixture.stack.app, 'POST', `/api/delete_images/${fixture.stage.id}`, {
      token: fixture.admin,
      body: { ids: [photo.photoId] },
    });
    // Assess
    expect(deleted.status).toBe(200);
    expect(
      await fixture.stack.deps.media.head(faceStripKey(fixture.stage.id, photo.photoId, 1, 2)),
    ).toBeUndefined();
    expect(await prepare(photo)).toBe('gone');
  });
});
