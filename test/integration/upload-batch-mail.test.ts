/**
 * The server decides when a trainer's batch is over: photos deposited and processed, and nothing
 * more from the browser (the page was closed at once), the administrators still get exactly one
 * mail counting the batch, once no new photo has come for the quiet period (six seconds here).
 */
import { createHash } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { envNames } from '#shared/env-names.js';
import { messages } from '#shared/messages.js';
import type { SignUploadsResponse } from '#shared/schemas.js';
import { webRoutes } from '#shared/web-routes.js';
import { loginAsDirector } from '../helpers/director-session.js';
import { call, createTestStack, eventually, TEST_ADMIN, type TestStack } from '../helpers/test-stack.js';

const QUIET_SECONDS = 6;

/** A distinct small JPEG per index. */
const jpeg = (index: number): Promise<Buffer> =>
  sharp({
    create: { width: 40 + index, height: 30, channels: 3, background: { r: index * 30, g: 60, b: 90 } },
  })
    .jpeg()
    .toBuffer();

describe("the administrators' mail at the end of a trainer's batch", () => {
  let stack: TestStack;
  let poller: RunningPoller;
  let stay: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack(undefined, { [envNames.uploadBatchQuietSeconds]: String(QUIET_SECONDS) });
    poller = stack.startMediaPoller();
    stay = await stack.createStay({ nom_stage: 'Colo des Fins de Lots' });
  });

  afterAll(async () => {
    await poller?.stop();
  });

  /** Signs and sends the photos as the trainer's page does, and nothing else. */
  const deposit = async (token: string, indexes: readonly number[]): Promise<string[]> => {
    const bytes = await Promise.all(indexes.map(jpeg));
    const signed = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stay.id}/uploads`, {
      token,
      body: {
        files: bytes.map((b, i) => ({
          name: `IMG_${indexes[i]}.jpg`,
          type: 'image/jpeg',
          size: b.length,
          sha256: createHash('sha256').update(b).digest('hex'),
        })),
      },
    });
    expect(signed.status).toBe(201);
    const { uploads } = signed.body as SignUploadsResponse;
    await Promise.all(
      uploads.map(async (upload, i) => {
        const answer = await fetch(upload.url, {
          method: 'PUT',
          headers: upload.headers,
          body: new Uint8Array(bytes[i] ?? Buffer.alloc(0)),
        });
        expect(answer.status).toBe(200);
      }),
    );
    return uploads.map((upload) => upload.photoId);
  };

  const batchMails = async () =>
    (await stack.deps.mailLog.list({ limit: 50, stageId: stay.id })).items.filter(
      (mail) => mail.kind === 'upload-notification',
    );

  /** Every photo processed and every check of a batch end run: nothing waits in the media queue. */
  const mediaQueueEmpty = async (): Promise<boolean> => {
    const { Attributes: counts = {} } = await stack.deps.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.queueUrls.media,
        AttributeNames: [
          'ApproximateNumberOfMessages',
          'ApproximateNumberOfMessagesNotVisible',
          'ApproximateNumberOfMessagesDelayed',
        ],
      }),
    );
    return Object.values(counts).every((count) => count === '0');
  };

  it('sends exactly one mail counting the batch, with no call from the page after the photos', async () => {
    // Prepare
    const director = await loginAsDirector(stack, stay);
    // Act: three photos, then the page is gone
    const ids = await deposit(director, [1, 2, 3]);
    // Assess
    const [mail] = await eventually(batchMails, (mails) => mails.length > 0);
    await eventually(mediaQueueEmpty, Boolean);
    expect(await batchMails()).toHaveLength(1);
    expect(mail).toMatchObject({
      to: [stack.deps.config.adminNotifyEmail],
      subject: messages.trainer.mailSubject(3, stay.nom_stage),
    });
    expect(mail?.text).toContain(`${stack.deps.config.siteUrl}${webRoutes.photosModify(stay.id)}`);
    const photos = await stack.deps.photos.listByStay(stay.id);
    expect(photos.filter((p) => ids.includes(p.photoId)).map((p) => p.status)).toEqual([
      'prete',
      'prete',
      'prete',
    ]);
    expect(new Set(photos.map((p) => p.announced_at)).size).toBe(1);
  });

  it('announces the batches of two trainers sending at once, each in a mail of its own', async () => {
    // Prepare
    const first = await loginAsDirector(stack, stay);
    const second = await loginAsDirector(stack, stay);
    // Act
    await Promise.all([deposit(first, [4, 5]), deposit(second, [6])]);
    // Assess
    await eventually(batchMails, (mails) => mails.length >= 3);
    await eventually(mediaQueueEmpty, Boolean);
    const subjects = (await batchMails()).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [
        messages.trainer.mailSubject(3, stay.nom_stage),
        messages.trainer.mailSubject(2, stay.nom_stage),
        messages.trainer.mailSubject(1, stay.nom_stage),
      ].sort(),
    );
  });

  it("sends nothing for an administrator's own deposit", async () => {
    // Prepare
    const admin = await stack.deps.tokens.issueAdminToken(TEST_ADMIN);
    const before = await batchMails();
    // Act
    const [id] = await deposit(admin, [7]);
    // Assess
    await eventually(
      () => stack.deps.photos.get(stay.id, id ?? ''),
      (photo) => photo?.status === 'prete',
    );
    await eventually(mediaQueueEmpty, Boolean);
    expect(await batchMails()).toEqual(before);
  });
});
