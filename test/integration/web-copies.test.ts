/**
 * The gallery's WebP copies and placeholders against the emulator: made by the media worker on
 * upload, announced by the lists with working URLs, removed with the photo, and made for photos
 * stored before them by `npm run images:regenerate`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { bucketEnvVar, tableEnvVar } from '#shared/env-names.js';
import { photoKeys, photoPrefix } from '#shared/media-keys.js';
import { photoVersionKeys, RENDITIONS, RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import type { ManagedPhoto, Photo, SignUploadsResponse } from '#shared/schemas.js';
import { directorDepositForFile } from '../helpers/director-session.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, eventually } from '../helpers/test-stack.js';

const run = promisify(execFile);

/** A 1600×1200 photo stored sideways (EXIF orientation 6): people see it 1200×1600. */
const sidewaysJpeg = (): Promise<Buffer> =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('WebP copies and placeholders', () => {
  const deposit = directorDepositForFile();

  const keysUnder = async (prefix: string): Promise<string[]> => {
    const listed = await deposit.stack.deps.clients.s3.send(
      new ListObjectsV2Command({ Bucket: deposit.stack.names.buckets.media, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };

  const upload = async (body: Buffer): Promise<string> => {
    const signed = await call(
      deposit.stack.app,
      'POST',
      `/api/doc_stage_formateur/${deposit.stage.id}/uploads`,
      {
        token: deposit.trainer,
        body: { files: [{ name: 'IMG_0002.jpg', type: 'image/jpeg', size: body.length }] },
      },
    );
    const [slot] = (signed.body as SignUploadsResponse).uploads;
    if (!slot) throw new Error('no upload');
    const put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    return slot.photoId;
  };

  const managed = async (photoId: string): Promise<ManagedPhoto | undefined> => {
    const all = await call(deposit.stack.app, 'GET', `/api/doc_stage_formateur_all/${deposit.stage.id}`, {
      token: deposit.trainer,
    });
    return (all.body as ManagedPhoto[]).find((photo) => photo.id === photoId);
  };

  it('makes every copy on upload; the lists carry the placeholder and WebP URLs that serve them; deletion removes them', async () => {
    // Act
    const photoId = await upload(await sidewaysJpeg());
    const ready = await eventually(
      () => managed(photoId),
      (photo) => photo?.status === 'prete',
    );
    await deposit.stack.deps.photos.setActive(deposit.stage.id, photoId, 1);
    const family = (
      await call(deposit.stack.app, 'GET', `/api/doc_stage_formateur_active/${deposit.stage.id}`, {
        token: deposit.trainer,
      })
    ).body as Photo[] | { photos: Photo[] };
    const listed = (Array.isArray(family) ? family : family.photos).find((photo) => photo.id === photoId);
    // Assess: all objects of version 1 exist, and only they
    expect(await keysUnder(photoPrefix(deposit.stage.id, photoId))).toEqual(
      photoVersionKeys(deposit.stage.id, photoId, 1, 1).sort(),
    );
    for (const photo of [ready, listed]) {
      expect(photo?.sources?.thumbs).toHaveLength(RENDITIONS.filter((r) => r.kind === 'thumb').length);
      expect(photo?.sources?.displays).toHaveLength(RENDITIONS.filter((r) => r.kind === 'display').length);
      const aspect = thumbHashToApproximateAspectRatio(Buffer.from(photo?.placeholder ?? '', 'base64'));
      expect(Math.abs(aspect / (1200 / 1600) - 1)).toBeLessThan(0.08);
    }
    for (const candidate of [...(listed?.sources?.thumbs ?? []), ...(listed?.sources?.displays ?? [])]) {
      const served = await fetch(candidate.url);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: candidate.width, height: candidate.height });
    }

    // Act: the trainer deletes the photo
    const deleted = await call(deposit.stack.app, 'POST', `/api/delete_images/${deposit.stage.id}`, {
      token: deposit.trainer,
      body: { ids: [photoId] },
    });
    // Assess: nothing of it is left, WebP copies included
    expect(deleted.status).toBe(200);
    expect(await keysUnder(photoPrefix(deposit.stage.id, photoId))).toEqual([]);
  });

  it('npm run images:regenerate gives older photos their copies and placeholder, and does nothing the second time', async () => {
    // Prepare: a photo processed before the WebP copies: its record has neither, storage only JPEGs
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const photo = await readyPhotoRecord(
      deposit.stack,
      deposit.stage.id,
      { width: 900, height: 600, bytes: original.length },
      {
        actif: 1,
        beforeReady: async ({ photoId }) => {
          for (const key of Object.values(photoKeys(deposit.stage.id, photoId, 1, 1)))
            await deposit.stack.deps.media.put(key, original, 'image/jpeg');
        },
      },
    );
    const before = await managed(photo.photoId);
    expect(before).toMatchObject({ sources: null, placeholder: null });
    const regenerate = () =>
      run('npx', ['tsx', 'scripts/regenerate-images.ts'], {
        env: {
          ...process.env,
          AWS_ENDPOINT_URL: deposit.stack.endpoint,
          AWS_REGION: 'eu-west-3',
          [tableEnvVar('photos')]: deposit.stack.names.tables.photos,
          [tableEnvVar('photoHashes')]: deposit.stack.names.tables.photoHashes,
          [bucketEnvVar('media')]: deposit.stack.names.buckets.media,
        },
      });
    // Act
    const first = await regenerate();
    const second = await regenerate();
    // Assess
    expect(first.stdout).toMatch(/Terminé : [1-9]\d* photo\(s\) mise\(s\) à jour/);
    expect(second.stdout).toContain('Terminé : 0 photo(s) mise(s) à jour');
    const record = await deposit.stack.deps.photos.get(deposit.stage.id, photo.photoId);
    expect(record?.renditions).toBe(RENDITIONS_VERSION);
    const keys = await keysUnder(photoPrefix(deposit.stage.id, photo.photoId));
    expect(keys).toEqual(expect.arrayContaining(renditionKeys(deposit.stage.id, photo.photoId, 1, 1)));
    const after = await managed(photo.photoId);
    expect(after?.placeholder).toBe(record?.placeholder);
    const thumb = after?.sources?.thumbs.at(0);
    const served = await sharp(Buffer.from(await (await fetch(thumb?.url ?? '')).arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'webp', width: thumb?.width, height: thumb?.height });
  });
});
