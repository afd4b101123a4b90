import { describe, expect, it } from 'vitest';
import { listEvaluationParticipants } from './list-evaluation-participants.js';

describe('listEvaluationTrainees', () => {
  it('labels each trainee of the stay and sorts them in French order', async () => {
    // Prepare
    const participants = {
      listByStay: async (stayId: string) =>
        stayId === 'st-1'
          ? [
              { id: 't2', stageId: stayId, nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' },
              { id: 't1', stageId: stayId, nom: 'Écrin', prenom: 'Zoé', email: '' },
            ]
          : [],
    };
    // Act
    const list = await listEvaluationParticipants({ participantDirectory: participants }, 'st-1');
    // Assess
    expect(list).toEqual([
      { id: 't1', nom: 'Écrin', prenom: 'Zoé', email: '', label: 'Écrin Zoé - ' },
      {
        id: 't2',
        nom: 'Martin',
        prenom: 'Léa',
        email: 'lea@example.org',
        label: 'Martin Léa - lea@example.org',
      },
    ]);
  });
});
