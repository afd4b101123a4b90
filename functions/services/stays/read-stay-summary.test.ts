import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { readStaySummary } from './read-stay-summary.js';

describe('readStaySummary', () => {
  it("gives the stay's name and dates, nothing else", async () => {
    // Act
    const summary = await readStaySummary(
      { stays: inMemoryStayStore([aStay({ id: 'st-1' })]) },
      aStay({ id: 'st-1' }).id,
    );
    // Assess
    expect(summary).toEqual({
      id: aStay({ id: 'st-1' }).id,
      nom_stage: aStay({ id: 'st-1' }).nom_stage,
      date_debut: aStay({ id: 'st-1' }).date_debut,
      date_fin: aStay({ id: 'st-1' }).date_fin,
    });
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = readStaySummary({ stays: inMemoryStayStore() }, 'inconnu');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
