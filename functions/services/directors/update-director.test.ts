import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aDirector } from '#test/fixtures/people.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { updateDirector } from './update-director.js';

const form = {
  nom: 'Durand',
  prenom: 'Sophie',
  mail: 'nouvelle@example.org',
  telephone: '07 00 00 00 00',
  cat: 'centre',
} as const;
const stays = readOnlyStays([aStay({ id: 's1' }), aStay({ id: 's2' })]);

describe('updateDirector', () => {
  it('rewrites the record, moving it to the chosen stay', async () => {
    // Prepare
    const directors = inMemoryDirectorStore([aDirector({ id: 'd1', stageId: 's1' })]);
    // Act
    const answer = await updateDirector({ directors, stays: stays }, { id: 'd1', ...form, stageId: 's2' });
    // Assess
    expect(answer).toEqual({ message: messages.admin.directorProcessed });
    expect(directors.records.get('d1')).toEqual({ id: 'd1', stageId: 's2', ...form });
  });

  it('refuses an unknown director', async () => {
    // Prepare
    const directors = inMemoryDirectorStore();
    // Act
    const refusal = updateDirector({ directors, stays: stays }, { id: 'd404', ...form, stageId: 's1' });
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.directorNotFound,
    });
    expect(directors.records.size).toBe(0);
  });

  it('refuses a stay that does not exist and leaves the record as it was', async () => {
    // Prepare
    const before = aDirector({ id: 'd1', stageId: 's1' });
    const directors = inMemoryDirectorStore([before]);
    // Act
    const refusal = updateDirector({ directors, stays: stays }, { id: 'd1', ...form, stageId: 's404' });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
    expect(directors.records.get('d1')).toEqual(before);
  });
});
