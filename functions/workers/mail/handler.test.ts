import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { MailLogEntry } from '#functions/domain/mail.js';
import { recordingLogger, recordingMetrics } from '#test/fixtures/in-memory.js';
import { sqsRecord } from '#test/helpers/sqs-record.js';
import { createMailHandler, parseQueuedMail } from './handler.js';

describe('queued mail parsing', () => {
  const valid = {
    id: 'm1',
    queuedAt: '2026-07-01T10:00:00Z',
    to: ['a@example.org'],
    subject: 'S',
    text: 'T',
    kind: 'other',
  };

  it('reads a queued message', () => {
    expect(parseQueuedMail(JSON.stringify(valid))).toEqual(valid);
  });

  it('reads the one-click unsubscribe address of a digest, and refuses one that is not a web address', () => {
    const digest = {
      ...valid,
      kind: 'photo-digest',
      unsubscribeUrl: 'https://photos.example.org/api/desabonnement?token=t',
    };
    expect(parseQueuedMail(JSON.stringify(digest))).toEqual(digest);
    expect(() =>
      parseQueuedMail(JSON.stringify({ ...digest, unsubscribeUrl: 'javascript:alert(1)' })),
    ).toThrow();
  });

  it('refuses a message without a valid recipient', () => {
    expect(() => parseQueuedMail(JSON.stringify({ ...valid, to: ['pas une adresse'] }))).toThrow();
    expect(() => parseQueuedMail(JSON.stringify({ ...valid, to: [] }))).toThrow();
    expect(() => parseQueuedMail('{')).toThrow();
  });
});

describe('mail handler metrics', () => {
  const record = (messageId: string, body: string) =>
    sqsRecord(messageId, body, { queueArn: 'arn:aws:sqs:eu-west-3:123456789012:mail' });
  const mail = (id: string, to: string) =>
    JSON.stringify({
      id,
      queuedAt: '2026-07-01T10:00:00Z',
      to: [to],
      subject: 'S',
      text: 'T',
      kind: 'other',
    });

  it('counts the mails sent, not the refused nor the already sent, once per invocation', async () => {
    // Prepare: SES refuses one address; m1 comes back in a second delivery
    const sent = new Set<string>();
    const metrics = recordingMetrics();
    const handler = createMailHandler({
      sender: {
        send: async ({ to }) => {
          if (to.includes('refuse@example.org')) throw new Error('MessageRejected');
        },
      },
      mailLog: {
        get: async (id) => (sent.has(id) ? ({ status: 'envoye' } as MailLogEntry) : undefined),
        markSent: async (id) => {
          sent.add(id);
          return true;
        },
        markFailed: async () => undefined,
      },
      logger: recordingLogger(),
      clock: () => new Date(),
      sendRate: 1000,
      metrics,
    });
    const context = { functionName: 'mail-worker-test', awsRequestId: 'r1' } as Context;

    // Act
    const first = await handler(
      {
        Records: [
          record('m1', mail('m1', 'a@example.org')),
          record('m2', mail('m2', 'refuse@example.org')),
          record('m3', mail('m3', 'b@example.org')),
        ],
      },
      context,
    );
    await handler({ Records: [record('m1-again', mail('m1', 'a@example.org'))] }, context);

    // Assess
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    expect(metrics.flushes).toEqual([{ mailsSent: 2 }, {}]);
  });
});
