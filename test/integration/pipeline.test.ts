import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTime } from '#functions/adapters/exif-date.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import type { ManagedPhoto, PhotoPage, SignUploadsResponse } from '#shared/schemas.js';
import { CAMERA_MAKE, datedPhoneJpeg, SERIAL_NUMBER } from '../fixtures/images.js';
import { directorDepositForFile } from '../helpers/director-session.js';
import { exifTags } from '../helpers/exif-tags.js';
import { call, eventually } from '../helpers/test-stack.js';

/** A phone-like JPEG: 1200×800 stored sideways (EXIF orientation 6) with camera metadata. */
const phoneJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X', Artist: 'Someone' } })
    // sharp writes the orientation tag through withMetadata, not withExif.
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('photo pipeline: presigned PUT → S3 event → SQS → media worker → record and derivatives', () => {
  const deposit = directorDepositForFile();

  const signAndPut = async (body: Buffer, type = 'image/jpeg'): Promise<string> => {
    const signed = await call(
      deposit.stack.app,
      'POST',
      `/api/doc_stage_formateur/${deposit.stage.id}/uploads`,
      {
        token: deposit.trainer,
        body: { files: [{ name: 'IMG_0001.jpg', type, size: body.length }] },
      },
    );
    expect(signed.status).toBe(201);
    const [upload] = (signed.body as SignUploadsResponse).uploads;
    if (!upload) throw new Error('no upload');
    const put = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(200);
    return upload.photoId;
  };

  const photoState = async (photoId: string): Promise<ManagedPhoto | undefined> => {
    const all = await call(deposit.stack.app, 'GET', `/api/doc_stage_formateur_all/${deposit.stage.id}`, {
      token: deposit.trainer,
    });
    return (all.body as ManagedPhoto[]).find((photo) => photo.id === photoId);
  };

  it('turns an uploaded JPEG into a recorded photo with thumbnail and display copy, oriented, without EXIF', async () => {
    // Act
    const photoId = await signAndPut(await phoneJpeg());
    const photo = await eventually(
      () => photoState(photoId),
      (p) => p?.status === 'prete',
    );
    // Assess
    expect(photo).toMatchObject({ status: 'prete', actif: 0, width: 800, height: 1200 });
    for (const url of [photo?.thumbUrl, photo?.displayUrl, photo?.originalUrl]) {
      const served = Buffer.from(await (await fetch(url ?? '')).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
    }
    const thumb = await sharp(
      Buffer.from(await (await fetch(photo?.thumbUrl ?? '')).arrayBuffer()),
    ).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(400);
    // The upload itself is gone: only the derivatives remain.
    expect(await deposit.stack.deps.media.head(uploadKey(deposit.stage.id, photoId))).toBeUndefined();
  });

  it('serves copies that keep the capture time and drop the GPS position and the serial number', async () => {
    // Act: a phone photo taken at 14:32:05 in Paris on 8 July 2026, with GPS and a serial number
    const photoId = await signAndPut(await datedPhoneJpeg(1200, 800));
    const photo = await eventually(
      () => photoState(photoId),
      (p) => p?.status === 'prete',
    );
    // Assess: what a family saves from the viewer or the share sheet
    for (const url of [photo?.thumbUrl, photo?.displayUrl, photo?.originalUrl]) {
      const served = Buffer.from(await (await fetch(url ?? '')).arrayBuffer());
      const exif = (await sharp(served).metadata()).exif ?? Buffer.alloc(0);
      expect(captureTime(exif, new Date('2026-07-09T00:00:00Z'))).toBe('2026-07-08T12:32:05.000Z');
      expect(exifTags(exif).gps).toEqual([]);
      expect(served.includes(SERIAL_NUMBER)).toBe(false);
      expect(served.includes(CAMERA_MAKE)).toBe(false);
    }
  });

  it('keeps an unvalidated photo away from families', async () => {
    // Prepare
    const photoId = await signAndPut(await phoneJpeg());
    await eventually(
      () => photoState(photoId),
      (p) => p?.status === 'prete',
    );
    const family = await call(deposit.stack.app, 'POST', '/api/auth/login', {
      body: { stageId: deposit.stage.id, password: deposit.stage.mdp_stagiaire },
    });
    const token = (family.body as { token: string }).token;
    // Act
    const before = await call(
      deposit.stack.app,
      'GET',
      `/api/doc_stage_formateur_active/${deposit.stage.id}`,
      { token },
    );
    await deposit.stack.deps.photos.setActive(deposit.stage.id, photoId, 1);
    const after = await call(
      deposit.stack.app,
      'GET',
      `/api/doc_stage_formateur_active/${deposit.stage.id}`,
      { token },
    );
    // Assess
    expect((before.body as PhotoPage).photos.map((p) => p.id)).not.toContain(photoId);
    expect((after.body as PhotoPage).photos.map((p) => p.id)).toContain(photoId);
  });

  it('rejects and deletes a text file renamed .jpg, recording why', async () => {
    // Act
    const photoId = await signAndPut(Buffer.from('ceci n’est pas une image, juste du texte\n'.repeat(20)));
    const photo = await eventually(
      () => photoState(photoId),
      (p) => p?.status === 'refusee',
    );
    // Assess
    expect(photo?.rejection).toBe(messages.rejection.notAnImage);
    expect(photo?.thumbUrl).toBeNull();
    expect(await deposit.stack.deps.media.head(uploadKey(deposit.stage.id, photoId))).toBeUndefined();
    expect(
      await deposit.stack.deps.media.head(photoKeys(deposit.stage.id, photoId).original),
    ).toBeUndefined();
  });

  it('deletes an object that no signed upload announced', async () => {
    // Prepare
    const key = uploadKey(deposit.stage.id, 'unannounced01');
    // Act
    await deposit.stack.deps.clients.s3.send(
      new PutObjectCommand({ Bucket: deposit.stack.names.buckets.media, Key: key, Body: await phoneJpeg() }),
    );
    // Assess
    await eventually(
      () =>
        deposit.stack.deps.clients.s3.send(
          new ListObjectsV2Command({
            Bucket: deposit.stack.names.buckets.media,
            Prefix: `photos/${deposit.stage.id}/unannounced01`,
          }),
        ),
      (list) => (list.KeyCount ?? 0) === 0,
    );
    await eventually(
      () => deposit.stack.deps.media.head(key),
      (head) => head === undefined,
    );
  });
});
