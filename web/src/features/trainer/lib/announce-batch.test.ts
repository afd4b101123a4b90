import { describe, expect, it } from 'vitest';
import { announceWhenProcessed, batchProcessed } from './announce-batch';

type Status = 'en_attente' | 'prete' | 'refusee';
const stay = (statuses: Record<string, Status>) =>
  Object.entries(statuses).map(([id, status]) => ({ id, status }));

describe('batchProcessed', () => {
  it('waits for every photo of the batch, and for none other', () => {
    // A photo signed long ago and never sent stays pending: it must not hold the mail back.
    const done = batchProcessed(['a', 'b']);
    expect(done(stay({ a: 'prete', b: 'en_attente', old: 'en_attente' }))).toBe(false);
    expect(done(stay({ a: 'prete', b: 'refusee', old: 'en_attente' }))).toBe(true);
  });

  it('counts a photo gone from the list (deleted meanwhile) as processed', () => {
    expect(batchProcessed(['a', 'b'])(stay({ a: 'prete' }))).toBe(true);
  });
});

describe('announcing a batch to the administrators', () => {
  it('asks for the mail once the batch is followed to its end, with the batch as the condition', async () => {
    // Prepare
    const events: string[] = [];
    // Act
    await announceWhenProcessed(['a'], {
      follow: async (isDone) => {
        events.push(`follow ${isDone(stay({ a: 'prete' }))}`);
      },
      complete: async () => {
        events.push('complete');
      },
    });
    // Assess
    expect(events).toEqual(['follow true', 'complete']);
  });

  it('asks for the mail even when following the batch failed', async () => {
    const events: string[] = [];
    await announceWhenProcessed(['a'], {
      follow: () => Promise.reject(new Error('no answer')),
      complete: async () => {
        events.push('complete');
      },
    });
    expect(events).toEqual(['complete']);
  });
});
