import { describe, expect, it } from 'vitest';
import { listEvaluationTrainees } from './list-evaluation-trainees.js';

describe('listEvaluationTrainees', () => {
  it('labels each trainee of the stay and sorts them in French order', async () => {
    // Prepare
    const trainees = {
      listByStage: async (stageId: string) =>
        stageId === 'st-1'
          ? [
              { id: 't2', stageId, nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' },
              { id: 't1', stageId, nom: 'Écrin', prenom: 'Zoé', email: '' },
            ]
          : [],
    };
    // Act
    const list = await listEvaluationTrainees({ trainees }, 'st-1');
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
