import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { saveParticipants } from './save-participants.js';

const participants = () =>
  inMemoryParticipantStore([
    { id: 'p1', stageId: 'stay1', nom: 'Durand', prenom: 'Léa', email: 'rl@example.com' },
    { id: 'p2', stageId: 'stay2', nom: 'Autre', prenom: 'Max', email: 'x@example.com' },
  ]);

const edit = (id: string) => ({ id, nom: 'Durand-Roy', prenom: 'Léa', mailRL: 'new@example.com' });

describe('saveParticipants', () => {
  it("saves the edited name, first name and parent's address", async () => {
    // Prepare
    const store = participants();
    // Act
    const answer = await saveParticipants(
      { participants: store },
      { stageId: 'stay1', stagiaires: [edit('p1')] },
    );
    // Assess
    expect(answer).toEqual({ message: messages.admin.participantsSaved, saved: 1 });
    expect(store.records.get('p1')).toEqual({
      id: 'p1',
      stageId: 'stay1',
      nom: 'Durand-Roy',
      prenom: 'Léa',
      email: 'new@example.com',
    });
  });

  it("saves the droit à l'image a director sets, and keeps it when an edit does not say", async () => {
    // Prepare
    const store = participants();
    // Act
    await saveParticipants(
      { participants: store },
      { stageId: 'stay1', stagiaires: [{ ...edit('p1'), droit_image: 'non' }] },
    );
    const set = store.records.get('p1')?.droit_image;
    await saveParticipants({ participants: store }, { stageId: 'stay1', stagiaires: [edit('p1')] });
    // Assess
    expect(set).toBe('non');
    expect(store.records.get('p1')?.droit_image).toBe('non');
  });

  it('refuses the whole save when one participant is of another stay, and writes nothing', async () => {
    // Prepare
    const store = participants();
    // Act
    const refusal = await saveParticipants(
      { participants: store },
      { stageId: 'stay1', stagiaires: [edit('p1'), edit('p2')] },
    ).catch((error: unknown) => error);
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.trainer.participantNotInStay });
    expect(store.records.get('p1')?.nom).toBe('Durand');
    expect(store.records.get('p2')?.nom).toBe('Autre');
  });
});
