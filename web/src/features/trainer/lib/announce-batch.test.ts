import { describe, expect, it } from 'vitest';
import { ANNOUNCE_DEADLINE_MS, type AnnounceDeps, announceWhenProcessed } from './announce-batch';

type Status = 'en_attente' | 'prete' | 'refusee';

/** A stay whose photos change status at each look, and a clock moved by the waits. */
const fakeStay = (looks: Record<string, Status>[]) => {
  let clock = 0;
  let look = 0;
  const completedAt: number[] = [];
  const deps: AnnounceDeps = {
    listPhotos: async () => {
      const statuses = looks[Math.min(look, looks.length - 1)] ?? {};
      look += 1;
      return Object.entries(statuses).map(([id, status]) => ({ id, status }));
    },
    complete: async () => {
      completedAt.push(look);
    },
    sleep: async (ms) => {
      clock += ms;
    },
    now: () => clock,
  };
  return { deps, completedAt, looks: () => look, time: () => clock };
};

describe('announcing a batch to the administrators', () => {
  it('asks for the mail once every photo of the batch has left processing', async () => {
    // Prepare: the second photo is still processed at the first two looks; another photo, signed
    // long ago and never sent, stays pending and must not hold the mail back.
    const stay = fakeStay([
      { a: 'prete', b: 'en_attente', old: 'en_attente' },
      { a: 'prete', b: 'en_attente', old: 'en_attente' },
      { a: 'prete', b: 'refusee', old: 'en_attente' },
    ]);
    // Act
    await announceWhenProcessed(['a', 'b'], stay.deps);
    // Assess
    expect(stay.completedAt).toEqual([3]);
  });

  it('asks for the mail at the deadline when a photo is still being processed', async () => {
    // Prepare
    const stay = fakeStay([{ a: 'en_attente' }]);
    // Act
    await announceWhenProcessed(['a'], stay.deps);
    // Assess
    expect(stay.completedAt).toHaveLength(1);
    expect(stay.time()).toBeGreaterThanOrEqual(ANNOUNCE_DEADLINE_MS);
  });
});
