import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aDirector } from '#test/fixtures/people.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { deleteDirector } from './delete-director.js';

describe('deleteDirector', () => {
  it("removes that record, and the person's records on other stays stay", async () => {
    // Prepare
    const directors = inMemoryDirectorStore([
      aDirector({ id: 'd1', stageId: 's1' }),
      aDirector({ id: 'd2', stageId: 's2' }),
    ]);
    // Act
    const answer = await deleteDirector({ directors }, 'd1');
    // Assess
    expect(answer).toEqual({ message: messages.admin.directorDeleted });
    expect([...directors.records.keys()]).toEqual(['d2']);
  });

  it('refuses an unknown director as not found', async () => {
    // Act
    const refusal = deleteDirector({ directors: inMemoryDirectorStore() }, 'd404');
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.directorNotFound,
    });
  });
});
