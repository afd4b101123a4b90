import { describe, expect, it } from 'vitest';
import { parseQueuedMail } from './handler.js';

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

  it('refuses a message without a valid recipient', () => {
    expect(() => parseQueuedMail(JSON.stringify({ ...valid, to: ['pas une adresse'] }))).toThrow();
    expect(() => parseQueuedMail(JSON.stringify({ ...valid, to: [] }))).toThrow();
    expect(() => parseQueuedMail('{')).toThrow();
  });
});
