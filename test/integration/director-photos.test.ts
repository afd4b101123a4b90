/**
 * The trainer's photo deposit against the emulator: dedupe by content (a batch sent twice, a reload
 * in the middle, two signings racing), deletion of records and every S3 object with partial failures
 * reported, the one notification mail per batch, and the director-side contact and participants.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { createApp } from '#functions/http/app.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import type { DeletePhotosResponse, StayContact } from '#shared/director-schemas.js';
import { uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { photoVersionKeys } from '#shared/renditions.js';
import type { ManagedPhoto, SignUploadsResponse } from '#shared/schemas.js';
import { directorDeposit, loginAsDirector } from '../helpers/director-session.js';
import { call, createTestStack, eventually, type TestStack } from '../helpers/test-stack.js';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A distinct small JPEG per index. */
const photo = (index: number): Promise<Buffer> =>
  sharp({
    create: { width: 64 + index, height: 48, channels: 3, background: { r: index * 20, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();

interface Batch {
  readonly bytes: Buffer[];
  readonly files: { name: string; type: string; size: number; sha256: string }[];
}

const batchOf = async (count: number, offset = 0): Promise<Batch> => {
  const bytes = await Promise.all(Array.from({ length: count }, (_, i) => photo(i + offset)));
  return {
    bytes,
    files: bytes.map((b, i) => ({
      name: `IMG_${i + offset}.jpg`,
      type: 'image/jpeg',
      size: b.length,
      sha256: sha256(b),
    })),
  };
};

describe('trainer photo deposit', () => {
  let stack: TestStack;
  let poller: RunningPoller;
  let stay: StayRecord;
  let director: string;

  beforeAll(async () => {
    ({
      stack,
      poller,
      stage: stay,
      trainer: director,
    } = await directorDeposit({ nom_stage: 'Colo des Dédoublonnages' }));
  });

  afterAll(async () => {
    await poller?.stop();
  });

  const sign = async (files: Batch['files'], stayId = stay.id): Promise<SignUploadsResponse> => {
    const answer = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stayId}/uploads`, {
      token: director,
      body: { files },
    });
    expect(answer.status).toBe(201);
    return answer.body as SignUploadsResponse;
  };

  const put = async (batch: Batch, signed: SignUploadsResponse): Promise<void> => {
    for (const upload of signed.uploads) {
      const index = batch.files.findIndex((file) => file.sha256 === upload.sha256);
      const body = batch.bytes[index];
      if (!body) throw new Error('unknown upload');
      const answer = await fetch(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(body),
      });
      expect(answer.status).toBe(200);
    }
  };

  const listAll = async (): Promise<ManagedPhoto[]> =>
    (await call(stack.app, 'GET', `/api/doc_stage_formateur_all/${stay.id}`, { token: director }))
      .body as ManagedPhoto[];

  const objectKeysOf = async (photoId: string): Promise<string[]> => {
    const listed = await stack.deps.clients.s3.send(
      new ListObjectsV2Command({ Bucket: stack.names.buckets.media }),
    );
    return (listed.Contents ?? []).map((o) => o.Key ?? '').filter((key) => key.includes(photoId));
  };

  it('keeps each photo once when the same batch is sent twice', async () => {
    // Prepare
    const batch = await batchOf(3, 0);
    await put(batch, await sign(batch.files));
    await eventually(listAll, (all) => all.filter((p) => p.status === 'prete').length >= 3);
    // Act
    const again = await sign(batch.files);
    // Assess
    expect(again.uploads).toEqual([]);
    expect(again.duplicates.map((d) => d.status)).toEqual(['prete', 'prete', 'prete']);
    expect((await listAll()).length).toBe(3);
  });

  it('signs again, for the same photo, a file whose upload a reload cut short', async () => {
    // Prepare: signed, never sent
    const batch = await batchOf(1, 10);
    const first = await sign(batch.files);
    // Act: the page is reloaded and the same file chosen again
    const second = await sign(batch.files);
    // Assess
    expect(second.uploads.map((u) => u.photoId)).toEqual(first.uploads.map((u) => u.photoId));
    await put(batch, second);
    const ready = await eventually(listAll, (all) =>
      all.some((p) => p.id === first.uploads[0]?.photoId && p.status === 'prete'),
    );
    expect(ready.length).toBe(4);
  });

  it('makes one photo of one content signed twice, and of a repeat inside a batch', async () => {
    // Prepare
    const batch = await batchOf(1, 20);
    const file = batch.files[0];
    if (!file) throw new Error('no file');
    // Act: one signing after the other. Two truly simultaneous claims are kept apart by DynamoDB's
    // conditional transaction; the emulator cannot show it, since it restores whole tables when a
    // transaction is cancelled and so can drop the other request's write.
    const a = await sign([file, { ...file, name: 'copie.jpg' }]);
    const b = await sign([file]);
    // Assess
    const ids = new Set([...a.uploads, ...b.uploads, ...a.duplicates, ...b.duplicates].map((x) => x.photoId));
    expect(ids.size).toBe(1);
    expect(a.duplicates.map((d) => d.name)).toContain('copie.jpg');
    const records = (await stack.deps.photos.listByStay(stay.id)).filter((p) => p.sha256 === file.sha256);
    expect(records).toHaveLength(1);
  });

  it('deletes the records and every S3 object of the chosen photos, and accepts their content again', async () => {
    // Prepare
    const batch = await batchOf(2, 30);
    const signed = await sign(batch.files);
    await put(batch, signed);
    const ids = signed.uploads.map((u) => u.photoId);
    await eventually(listAll, (all) =>
      ids.every((id) => all.some((p) => p.id === id && p.status === 'prete')),
    );
    // The three JPEG copies and the WebP ones.
    expect(await objectKeysOf(ids[0] ?? '')).toHaveLength(photoVersionKeys('s', 'p').length);
    // Act
    const answer = await call(stack.app, 'POST', `/api/delete_images/${stay.id}`, {
      token: director,
      body: { ids },
    });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: messages.trainer.deleted(2), deleted: ids, failed: [] });
    expect((await listAll()).map((p) => p.id)).not.toContain(ids[0]);
    for (const id of ids) expect(await objectKeysOf(id)).toEqual([]);
    const resent = await sign(batch.files);
    expect(resent.uploads).toHaveLength(2);
    expect(resent.duplicates).toEqual([]);
  });

  it('deletes one photo by its path, and answers 404 for an unknown one', async () => {
    // Prepare
    const batch = await batchOf(1, 40);
    const [upload] = (await sign(batch.files)).uploads;
    // Act
    const deleted = await call(stack.app, 'DELETE', `/api/delete_image/${stay.id}/${upload?.photoId}`, {
      token: director,
    });
    const again = await call(stack.app, 'DELETE', `/api/delete_image/${stay.id}/${upload?.photoId}`, {
      token: director,
    });
    // Assess
    expect(deleted.status).toBe(200);
    expect(again).toMatchObject({ status: 404, body: { message: messages.trainer.photoNotFound } });
  });

  it('reports photos whose objects could not be deleted and keeps their records', async () => {
    // Prepare: storage that fails to delete one photo's upload (signed, so its key is always deleted)
    const batch = await batchOf(2, 50);
    const signed = await sign(batch.files);
    const [kept, gone] = signed.uploads.map((u) => u.photoId);
    if (!kept || !gone) throw new Error('two uploads expected');
    const media = stack.deps.media;
    const app = createApp({
      ...stack.deps,
      media: {
        ...media,
        async delete(keys) {
          const stuck = uploadKey(stay.id, kept);
          await media.delete(keys.filter((key) => key !== stuck));
          return { failed: keys.includes(stuck) ? [stuck] : [] };
        },
      },
    });
    // Act
    const answer = await call(app, 'POST', `/api/delete_images/${stay.id}`, {
      token: director,
      body: { ids: [kept, gone] },
    });
    // Assess
    const body = answer.body as DeletePhotosResponse;
    expect(body.message).toBe(messages.console.someDeletionsFailed);
    expect(body.deleted).toEqual([gone]);
    expect(body.failed).toEqual([{ id: kept, message: messages.trainer.photoFilesNotDeleted }]);
    expect(await stack.deps.photos.get(stay.id, kept)).toBeDefined();
    expect(await stack.deps.photos.get(stay.id, gone)).toBeUndefined();
  });

  it('accepts an iPhone HEIC photo and serves it as JPEG derivatives', async () => {
    // Prepare
    const heic = readFileSync(new URL('../fixtures/photo.heic', import.meta.url));
    const batch: Batch = {
      bytes: [heic],
      files: [{ name: 'IMG_0042.HEIC', type: 'image/heic', size: heic.length, sha256: sha256(heic) }],
    };
    // Act
    const signed = await sign(batch.files);
    await put(batch, signed);
    // Assess
    const id = signed.uploads[0]?.photoId;
    const all = await eventually(listAll, (photos) =>
      photos.some((p) => p.id === id && p.status !== 'en_attente'),
    );
    const ready = all.find((p) => p.id === id);
    expect(ready).toMatchObject({ status: 'prete', width: 640, height: 480 });
    const thumb = await fetch(ready?.thumbUrl ?? '');
    const metadata = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it('queues one notification to the administrators per batch, with the count and the stay', async () => {
    // Prepare: the server counts the accepted photos, not the number the browser sends.
    const ready = (await stack.deps.photos.listByStay(stay.id)).filter((p) => p.status === 'prete').length;
    expect(ready).toBeGreaterThan(1);
    // Act
    const answer = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stay.id}/uploads/complete`, {
      token: director,
      body: { count: 12 },
    });
    // Assess
    expect(answer.status).toBe(201);
    const { mailId } = answer.body as { mailId: string };
    const logged = await stack.deps.mailLog.list({ limit: 10, stageId: stay.id });
    expect(logged.items.map((m) => m.id)).toEqual([mailId]);
    const [mail] = logged.items;
    expect(mail).toMatchObject({
      kind: 'upload-notification',
      to: [stack.deps.config.adminNotifyEmail],
      subject: messages.trainer.mailSubject(ready, stay.nom_stage),
    });
    expect(mail?.text).toContain(`${ready} nouvelles photos`);
    expect(mail?.text).toContain(stay.nom_stage);
  });
});

describe('director side: photo contact and participants', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let other: StayRecord;
  let trainer: string;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay();
    other = await stack.createStay();
    trainer = await loginAsDirector(stack, stay);
    const director = { stageId: stay.id, mail: 'd@example.com', telephone: '0600000000' };
    await stack.deps.directors.put({
      ...director,
      id: 'a-centre',
      nom: 'Centre',
      prenom: 'Camille',
      cat: 'centre',
    });
    await stack.deps.directors.put({
      ...director,
      id: 'b-sejour',
      nom: 'Sejour',
      prenom: 'Sam',
      cat: 'sejour',
    });
    await stack.deps.participants.put({
      id: 'p1',
      stageId: stay.id,
      nom: 'Durand',
      prenom: 'Léa',
      email: 'rl@example.com',
    });
    await stack.deps.participants.put({
      id: 'p2',
      stageId: other.id,
      nom: 'Autre',
      prenom: 'Max',
      email: 'x@example.com',
    });
  });

  it('lists the stay directors with their phone and category, in creation order', async () => {
    // Act
    const answer = await call(stack.app, 'GET', `/api/formateurs/by-stage/${stay.id}`, { token: trainer });
    // Assess
    expect((answer.body as StayContact[]).map((c) => [c.id, c.cat, c.telephone])).toEqual([
      ['a-centre', 'centre', '0600000000'],
      ['b-sejour', 'sejour', '0600000000'],
    ]);
  });

  it('saves edited participants of the stay, and refuses one of another stay', async () => {
    // Act
    const saved = await call(stack.app, 'POST', '/api/save-stagiaires', {
      token: trainer,
      body: {
        stageId: stay.id,
        stagiaires: [{ id: 'p1', nom: 'Durand-Roy', prenom: 'Léa', mailRL: 'new@example.com' }],
      },
    });
    const foreign = await call(stack.app, 'POST', '/api/save-stagiaires', {
      token: trainer,
      body: {
        stageId: stay.id,
        stagiaires: [{ id: 'p2', nom: 'Pirate', prenom: 'Max', mailRL: 'x@example.com' }],
      },
    });
    const otherStay = await call(stack.app, 'POST', '/api/save-stagiaires', {
      token: trainer,
      body: {
        stageId: other.id,
        stagiaires: [{ id: 'p2', nom: 'Pirate', prenom: 'Max', mailRL: 'x@example.com' }],
      },
    });
    // Assess
    expect(saved.body).toEqual({ message: messages.admin.participantsSaved, saved: 1 });
    expect(await stack.deps.participants.get('p1')).toMatchObject({
      nom: 'Durand-Roy',
      email: 'new@example.com',
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: messages.trainer.participantNotInStay } });
    expect(otherStay.status).toBe(403);
    expect(await stack.deps.participants.get('p2')).toMatchObject({ nom: 'Autre' });
  });
});
