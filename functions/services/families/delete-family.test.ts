import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { deleteFamily } from './delete-family.js';

describe('deleteFamily', () => {
  it('removes that family only', async () => {
    // Prepare
    const participants = inMemoryParticipantStore([
      aFamily({ id: 'p1', stageId: 's1' }),
      aFamily({ id: 'p2', stageId: 's1' }),
    ]);
    const stays = inMemoryStayStore([aStay({ id: 's1', familles: 2 })]);
    // Act
    const answer = await deleteFamily({ participants, stays: stays }, 'p1');
    // Assess
    expect(answer).toEqual({ message: messages.admin.familyDeleted });
    expect([...participants.records.keys()]).toEqual(['p2']);
    expect(stays.records.get('s1')?.familles).toBe(1);
  });

  it('refuses an unknown family as not found', async () => {
    // Act
    const refusal = deleteFamily(
      { participants: inMemoryParticipantStore(), stays: inMemoryStayStore() },
      'p404',
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.participantNotFound,
    });
  });
});
