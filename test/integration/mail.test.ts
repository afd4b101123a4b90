import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { MAIL_LOG_RETENTION_DAYS } from '#shared/limits.js';
import { createTestStack, eventually, type TestStack } from '../helpers/test-stack.js';

describe('mail: queue → mail worker → SES → mail log', () => {
  let stack: TestStack;
  let worker: RunningPoller;

  beforeAll(async () => {
    stack = await createTestStack();
    worker = stack.startWorker('mail');
  });

  afterAll(async () => {
    await worker?.stop();
  });

  const queueDepth = async (): Promise<number> => {
    const answer = await stack.deps.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.queueUrls.mail,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(answer.Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(answer.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  };

  it('logs a message as queued, then sends it through SES and logs it as sent', async () => {
    // Act
    const [id] = await stack.deps.mail.enqueue([
      {
        to: ['parent@example.org'],
        subject: 'Vos photos',
        text: 'Bonjour,\nles photos sont en ligne.',
        kind: 'other',
        stageId: 's1',
      },
    ]);
    // Assess
    const sent = await eventually(
      () => stack.deps.mailLog.get(id ?? ''),
      (entry) => entry?.status === 'envoye',
    );
    expect(sent).toMatchObject({
      to: ['parent@example.org'],
      subject: 'Vos photos',
      stageId: 's1',
      attempts: 1,
    });
    expect(sent?.text).toContain('les photos sont en ligne');
    // The table's TTL forgets the entry and its addresses after the log's retention.
    const retention = (sent?.expires_at ?? 0) - Date.parse(sent?.queued_at ?? '') / 1000;
    expect(Math.round(retention / 86_400)).toBe(MAIL_LOG_RETENTION_DAYS);
    const page = await stack.deps.mailLog.list({ limit: 10 });
    expect(page.items.map((entry) => entry.id)).toContain(id);
  });

  it('sends a message delivered twice only once', async () => {
    // Prepare: the same queued message, as SQS may deliver it again.
    const [id] = await stack.deps.mail.enqueue([
      { to: ['a@example.org'], subject: 'Une fois', text: '.', kind: 'other' },
    ]);
    await eventually(
      () => stack.deps.mailLog.get(id ?? ''),
      (entry) => entry?.status === 'envoye',
    );
    const entry = await stack.deps.mailLog.get(id ?? '');
    // Act
    await stack.deps.clients.sqs.send(
      new SendMessageCommand({
        QueueUrl: stack.queueUrls.mail,
        MessageBody: JSON.stringify({
          id,
          queuedAt: entry?.queued_at,
          to: entry?.to,
          subject: entry?.subject,
          text: '.',
          kind: 'other',
        }),
      }),
    );
    // Assess: the duplicate is consumed without a second send.
    await eventually(queueDepth, (depth) => depth === 0);
    expect((await stack.deps.mailLog.get(id ?? ''))?.attempts).toBe(1);
  });

  it('lists the log newest first, a page at a time, and per stay', async () => {
    // Prepare
    await stack.deps.mail.enqueue(
      [1, 2, 3].map((n) => ({
        to: [`p${n}@example.org`],
        subject: `Page ${n}`,
        text: '.',
        kind: 'other' as const,
        stageId: 'paged',
      })),
      new Date('2030-01-01T00:00:00Z'),
    );
    // Act
    const first = await stack.deps.mailLog.list({ limit: 2, stageId: 'paged' });
    const second = await stack.deps.mailLog.list({
      limit: 2,
      stageId: 'paged',
      ...(first.next ? { cursor: first.next } : {}),
    });
    // Assess
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((entry) => entry.subject))).toEqual(
      new Set(['Page 1', 'Page 2', 'Page 3']),
    );
  });
});
