import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { addDirector } from './add-director.js';

const NOW = new Date('2027-06-01T10:00:00Z');
const form = {
  nom: 'Durand',
  prenom: 'Sophie',
  mail: 'sophie@example.org',
  telephone: '06 12 34 56 78',
  cat: 'centre',
} as const;

describe('addDirector', () => {
  it('attaches a new director record to the stay', async () => {
    // Prepare
    const directors = inMemoryDirectorStore();
    const deps = { directors, stays: readOnlyStays([aStay({ id: 's1' })]), clock: () => NOW };
    // Act
    const answer = await addDirector(deps, { ...form, stageId: 's1' });
    // Assess
    expect(answer).toEqual({ message: messages.admin.directorProcessed });
    expect([...directors.records.values()]).toEqual([{ id: expect.any(String), stageId: 's1', ...form }]);
  });

  it('refuses a stay that does not exist and adds nothing', async () => {
    // Prepare
    const directors = inMemoryDirectorStore();
    const deps = { directors, stays: readOnlyStays([]), clock: () => NOW };
    // Act
    const refusal = addDirector(deps, { ...form, stageId: 's404' });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
    expect(directors.records.size).toBe(0);
  });
});
