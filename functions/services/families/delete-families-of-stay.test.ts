import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { deleteFamiliesOfStay } from './delete-families-of-stay.js';

const summer = aStay({ id: 'summer', nom_stage: 'Été', date_debut: '2027-07-01', date_fin: '2027-07-14' });
const sameNameLater = aStay({
  id: 'august',
  nom_stage: 'Été',
  date_debut: '2027-08-01',
  date_fin: '2027-08-14',
});

const setUp = () => {
  const participants = inMemoryParticipantStore([
    aFamily({ id: 'p1', stageId: 'summer' }),
    aFamily({ id: 'p2', stageId: 'summer' }),
    aFamily({ id: 'p3', stageId: 'august' }),
  ]);
  return { participants, stays: inMemoryStayStore([summer, sameNameLater]) };
};

describe('deleteFamiliesOfStay', () => {
  it('removes every family of the stay named by its name and dates, and no other', async () => {
    // Prepare
    const deps = setUp();
    // Act
    const answer = await deleteFamiliesOfStay(deps, {
      sejour: 'Été',
      dateDebut: '2027-07-01',
      dateFin: '2027-07-14',
    });
    // Assess
    expect(answer).toEqual({ message: messages.admin.participantsDeleted, deleted: 2 });
    expect([...deps.participants.records.keys()]).toEqual(['p3']);
    expect(deps.stays.records.get('summer')?.familles).toBe(0);
  });

  it('refuses a stay whose dates do not match, and deletes nothing', async () => {
    // Prepare
    const deps = setUp();
    // Act
    const refusal = deleteFamiliesOfStay(deps, {
      sejour: 'Été',
      dateDebut: '2027-07-01',
      dateFin: '2027-07-15',
    });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
    expect(deps.participants.records.size).toBe(3);
  });
});
