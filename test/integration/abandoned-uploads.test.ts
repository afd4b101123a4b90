/**
 * Uploads signed but never received: the pending record carries a TTL, signing the same
 * content again moves it forward, processing removes it (or keeps an administrator's deletion
 * date), and once it passes the sweep and the stream forget the photo without logging a deletion,
 * so the same content can be sent again later.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import type { StreamPoller } from '#scripts/local/stream-poller.js';
import { photoStreamPoller } from '#scripts/local/streams.js';
import { sweepExpiredItems } from '#scripts/local/ttl-sweep.js';
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';
import type { SignUploadsResponse } from '#shared/schemas.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

const HOUR_MS = 3_600_000;

describe('abandoned uploads', () => {
  // Tokens are checked against this clock too: it starts at the real time and only moves forward.
  let now = new Date();
  let stack: TestStack;
  let stay: StayRecord;
  let director: string;
  let admin: string;
  let poller: StreamPoller;

  beforeAll(async () => {
    stack = await createTestStack(() => now);
    stay = await stack.createStay();
    await signIn();
    poller = photoStreamPoller(stack.coreOf('expiry'));
  });

  afterAll(() => poller.stop());

  /** Tokens last hours, the pending TTL days: each jump in time comes with fresh sign-ins. */
  async function signIn() {
    director = await stack.deps.tokens.issueStayToken('formateur', stay.id, stay.token_version);
    admin = await stack.deps.tokens.issueAdminToken('admin');
  }

  const moveClockTo = async (date: Date) => {
    now = date;
    await signIn();
  };

  const file = () => {
    const sha256 = createHash('sha256').update(randomBytes(16)).digest('hex');
    return { name: 'IMG_0001.jpg', type: 'image/jpeg', size: 1000, sha256 };
  };

  const sign = async (files: ReturnType<typeof file>[]) => {
    const answer = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stay.id}/uploads`, {
      token: director,
      body: { files },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as SignUploadsResponse;
  };

  const record = (photoId: string) => stack.deps.photos.get(stay.id, photoId);
  const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
  it('gives a signed photo a pending TTL, moved forward when it is signed again', async () => {
    // Prepare
    const photo = file();
    const first = await sign([photo]);
    const photoId = first.uploads[0]?.photoId ?? '';
    // Act: a day later the trainer reloads and picks the same photo
    await moveClockTo(new Date(now.getTime() + 24 * HOUR_MS));
    const again = await sign([photo]);
    // Assess
    expect(again.uploads.map((upload) => upload.photoId)).toEqual([photoId]);
    expect((await record(photoId))?.expires_at).toBe(epoch(now) + PENDING_UPLOAD_TTL_SECONDS);
  });

  it('forgets a photo never received, logs no deletion, and takes the same content again', async () => {
    // Prepare
    const lost = file();
    const received = file();
    const signed = await sign([lost, received]);
    const [lostId, receivedId] = signed.uploads.map((upload) => upload.photoId);
    await stack.deps.photos.markReady(stay.id, receivedId ?? '', {
      width: 4,
      height: 3,
      bytes: 1000,
      copies: 1,
    });
    await poller.pollOnce(); // the stream so far is handled
    // Act: the TTL passes, the local sweep runs and the stream handler follows
    await moveClockTo(new Date(now.getTime() + PENDING_UPLOAD_TTL_SECONDS * 1000 + HOUR_MS));
    await sweepExpiredItems({
      dynamo: stack.deps.clients.dynamo,
      tableNames: stack.names.tables,
      clock: () => now,
    });
    await poller.pollOnce();
    // Assess
    expect(await record(lostId ?? '')).toBeUndefined();
    const kept = await record(receivedId ?? '');
    expect(kept?.status).toBe('prete');
    expect(kept?.expires_at).toBeUndefined();
    const log = await call(stack.app, 'GET', `/api/photos/${stay.id}/deletions`, { token: admin });
    expect(log.body).toEqual([]);
    const resent = await sign([lost]);
    expect(resent.uploads).toHaveLength(1);
    expect(resent.uploads[0]?.photoId).not.toBe(lostId);
    expect(resent.duplicates).toEqual([]);
  });

  it("keeps the administrator's deletion date when a validated photo is processed", async () => {
    // Prepare: validated while its upload is still on its way
    const signed = await sign([file()]);
    const photoId = signed.uploads[0]?.photoId ?? '';
    const saved = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: {
        photos: [{ id: photoId, actif: 1, active_par: 'Claire Martin', duree_diffusion: '2099-08-31' }],
      },
    });
    expect(saved.status).toBe(200);
    const dated = (await record(photoId))?.expires_at;
    // Act
    await stack.deps.photos.markReady(stay.id, photoId, { width: 4, height: 3, bytes: 1000, copies: 1 });
    // Assess
    expect(dated).toBeGreaterThan(epoch(new Date('2099-08-31T00:00:00Z')));
    expect((await record(photoId))?.expires_at).toBe(dated);
    expect(await stack.deps.photos.extendPending(stay.id, photoId, now)).toBe(false);
  });
});
