import { describe, expect, it } from 'vitest';
import { inMemoryMailLog } from '#test/memory/mail-log.js';
import { listMailLog } from './list-mail-log.js';

const entry = (id: string, queuedAt: string, stayId?: string) => ({
  id,
  to: [`${id}@example.org`],
  subject: `Objet ${id}`,
  kind: 'other' as const,
  queued_at: queuedAt,
  text: 'Mot de passe : secret',
  ...(stayId ? { stageId: stayId } : {}),
});

describe('listMailLog', () => {
  it('lists newest first, page by page, without the bodies', async () => {
    // Prepare
    const mailLog = inMemoryMailLog();
    await mailLog.recordQueued(entry('m1', '2026-07-01T10:00:00Z', 'st-1'));
    await mailLog.recordQueued(entry('m2', '2026-07-01T11:00:00Z'));
    await mailLog.recordQueued(entry('m3', '2026-07-01T12:00:00Z', 'st-1'));
    await mailLog.markSent('m3', new Date('2026-07-01T12:00:05Z'));
    // Act
    const first = await listMailLog({ mailLog }, { limit: 2 });
    const second = await listMailLog({ mailLog }, { limit: 2, cursor: first.next ?? undefined });
    // Assess
    expect(first.items.map((item) => item.id)).toEqual(['m3', 'm2']);
    expect(first.items[0]).toEqual({
      id: 'm3',
      to: ['m3@example.org'],
      subject: 'Objet m3',
      kind: 'other',
      stageId: 'st-1',
      queued_at: '2026-07-01T12:00:00Z',
      status: 'envoye',
      sent_at: '2026-07-01T12:00:05.000Z',
      error: null,
    });
    expect(second).toMatchObject({ items: [{ id: 'm1' }], next: null });
  });

  it('lists one stay', async () => {
    // Prepare
    const mailLog = inMemoryMailLog();
    await mailLog.recordQueued(entry('m1', '2026-07-01T10:00:00Z', 'st-1'));
    await mailLog.recordQueued(entry('m2', '2026-07-01T11:00:00Z'));
    // Act
    const page = await listMailLog({ mailLog }, { limit: 10, stageId: 'st-1' });
    // Assess
    expect(page.items.map((item) => item.id)).toEqual(['m1']);
  });
});
