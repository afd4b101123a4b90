/** The trainer's batch mail counts, on the server, the photos that really arrived and were accepted. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { loginAsDirector } from '../helpers/director-session.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('batch mail to the administrators', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let director: string;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay();
    director = await loginAsDirector(stack, stay);
  });

  const photo = async (photoId: string, status: PhotoRecord['status'], depositedHoursAgo = 0) => {
    const record: PhotoRecord = {
      stageId: stay.id,
      photoId,
      status,
      actif: 0,
      date_depose: new Date(Date.now() - depositedHoursAgo * 3_600_000).toISOString(),
      declared_type: 'image/jpeg',
      declared_size: 1000,
      version: 1,
    };
    await stack.deps.clients.dynamo.send(
      new PutCommand({ TableName: stack.names.tables.photos, Item: record }),
    );
  };
  const complete = (count: number) =>
    call(stack.app, 'POST', `/api/doc_stage_formateur/${stay.id}/uploads/complete`, {
      token: director,
      body: { count },
    });
  const mails = async () => (await stack.deps.mailLog.list({ limit: 10, stageId: stay.id })).items;

  it('counts accepted photos only, whatever the browser says, and sends one mail per batch', async () => {
    // Prepare: three accepted photos, one refused, one not received yet, one of an older batch.
    for (const id of ['p1', 'p2', 'p3']) await photo(id, 'prete');
    await photo('p4', 'refusee');
    await photo('p5', 'en_attente');
    await photo('p0', 'prete', 72);
    // Act: the same batch completed twice, with a forged count.
    const first = await complete(5000);
    const second = await complete(5000);
    // Assess
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: { message: messages.trainer.uploadsCompleted } });
    expect(second.body).not.toHaveProperty('mailId');
    const sent = await mails();
    expect(sent.map((mail) => mail.id)).toEqual([(first.body as { mailId: string }).mailId]);
    expect(sent[0]).toMatchObject({
      kind: 'upload-notification',
      to: [stack.deps.config.adminNotifyEmail],
      subject: messages.trainer.mailSubject(3, stay.nom_stage),
    });
    expect(sent[0]?.text).toContain('3 nouvelles photos');
  });

  it('counts a photo finished after the mail in the next batch', async () => {
    // Prepare: the photo that was still being processed is accepted now, with a new one.
    await photo('p5', 'prete');
    await photo('p6', 'prete');
    // Act
    const next = await complete(1);
    // Assess
    expect(next.body).toHaveProperty('mailId');
    const [latest] = await mails();
    expect(latest?.subject).toBe(messages.trainer.mailSubject(2, stay.nom_stage));
  });
});
