import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { addFamily } from './add-family.js';

const NOW = new Date('2027-06-01T10:00:00Z');

describe('addFamily', () => {
  it('adds the family to the stay under a new id, its address as the email', async () => {
    // Prepare
    const participants = inMemoryParticipantStore();
    const deps = { participants, stays: inMemoryStayStore([aStay({ id: 's1' })]), clock: () => NOW };
    // Act
    const answer = await addFamily(deps, {
      stageId: 's1',
      nom: 'Martin',
      prenom: 'Léa',
      mailRL: 'lea@example.org',
    });
    // Assess
    expect(answer).toEqual({ message: messages.admin.participantAdded });
    const [added] = [...participants.records.values()];
    expect(added).toEqual({
      id: expect.any(String),
      stageId: 's1',
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea@example.org',
    });
  });

  it("records the child's image consent given with the family", async () => {
    // Prepare
    const participants = inMemoryParticipantStore();
    const deps = { participants, stays: inMemoryStayStore([aStay({ id: 's1' })]), clock: () => NOW };
    // Act
    await addFamily(deps, {
      stageId: 's1',
      nom: 'Roux',
      prenom: 'Tom',
      mailRL: 'roux@example.org',
      droit_image: 'non',
    });
    // Assess
    expect([...participants.records.values()][0]?.droit_image).toBe('non');
  });

  it('refuses a stay that does not exist and adds nothing', async () => {
    // Prepare
    const participants = inMemoryParticipantStore();
    const deps = { participants, stays: inMemoryStayStore([]), clock: () => NOW };
    // Act
    const refusal = addFamily(deps, {
      stageId: 's404',
      nom: 'Martin',
      prenom: 'Léa',
      mailRL: 'lea@example.org',
    });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
    expect(participants.records.size).toBe(0);
  });
});
