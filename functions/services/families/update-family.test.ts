import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aFamily } from '#test/fixtures/people.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { updateFamily } from './update-family.js';

describe('updateFamily', () => {
  it("changes the names and the address, and keeps the rest of the family's record", async () => {
    // Prepare
    const participants = inMemoryParticipantStore([
      aFamily({ id: 'p1', stageId: 's1', ref: 'R1', representant_legal: 'Paul Martin' }),
    ]);
    // Act
    const answer = await updateFamily(
      { participants },
      { id: 'p1', nom: 'Martin-Roux', prenom: 'Léa', mailRL: 'roux@example.org' },
    );
    // Assess
    expect(answer).toEqual({ message: messages.admin.participantUpdated });
    expect(participants.records.get('p1')).toEqual({
      id: 'p1',
      stageId: 's1',
      nom: 'Martin-Roux',
      prenom: 'Léa',
      email: 'roux@example.org',
      ref: 'R1',
      representant_legal: 'Paul Martin',
    });
  });

  it("changes the child's image consent when given, and keeps it when not", async () => {
    // Prepare: the parents withdrew their consent
    const participants = inMemoryParticipantStore([aFamily({ id: 'p1', stageId: 's1', droit_image: 'oui' })]);
    const names = { id: 'p1', nom: 'Martin', prenom: 'Léa', mailRL: 'martin@example.org' };
    // Act
    await updateFamily({ participants }, { ...names, droit_image: 'non' });
    // Assess
    expect(participants.records.get('p1')?.droit_image).toBe('non');
    // Act: a correction of the address alone
    await updateFamily({ participants }, names);
    // Assess
    expect(participants.records.get('p1')?.droit_image).toBe('non');
  });

  it('refuses an unknown family without creating it', async () => {
    // Prepare
    const participants = inMemoryParticipantStore();
    // Act
    const refusal = updateFamily({ participants }, { id: 'p404', nom: 'A', prenom: 'B', mailRL: 'a@b.org' });
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.participantNotFound,
    });
    expect(participants.records.size).toBe(0);
  });

  it('refuses when the family is deleted between the read and the write', async () => {
    // Prepare: the store finds it, then it is gone when the replace comes.
    const participants = inMemoryParticipantStore([aFamily({ id: 'p1', stageId: 's1' })]);
    const racing = {
      get: participants.get,
      replace: async (item: Parameters<typeof participants.replace>[0]) => {
        participants.records.delete(item.id);
        return participants.replace(item);
      },
    };
    // Act
    const refusal = updateFamily(
      { participants: racing },
      { id: 'p1', nom: 'A', prenom: 'B', mailRL: 'a@b.org' },
    );
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found' });
    expect(participants.records.has('p1')).toBe(false);
  });
});
