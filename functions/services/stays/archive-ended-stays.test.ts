import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { archiveEndedStays } from './archive-ended-stays.js';

describe('archiveEndedStays', () => {
  it('switches off the stays that ended over a year ago, once', async () => {
    // Prepare
    const stays = inMemoryStayStore([
      aStay({ id: 'old', date_debut: '2025-07-01', date_fin: '2025-07-10' }),
      aStay({ id: 'recent', date_debut: '2026-10-01', date_fin: '2026-10-10' }),
      aStay({ id: 'off', actif: 0, date_debut: '2024-07-01', date_fin: '2024-07-10' }),
    ]);
    const deps = { stays: stays, clock: () => new Date('2027-07-01T08:00:00Z') };
    // Act
    const first = await archiveEndedStays(deps);
    const second = await archiveEndedStays(deps);
    // Assess
    expect(first).toEqual({ message: messages.api.statusUpdated, deactivated: 1 });
    expect(second.deactivated).toBe(0);
    expect([...stays.records.values()].map((stay) => [stay.id, stay.actif])).toEqual([
      ['old', 0],
      ['recent', 1],
      ['off', 0],
    ]);
  });
});
