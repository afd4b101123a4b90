import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aDirector, aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { listStayRecipients } from './list-stay-recipients.js';

describe('listStayRecipients', () => {
  const deps = {
    stays: inMemoryStayStore([aStay({ id: 'st-1', mdp_formateur: '' })]),
    directors: inMemoryDirectorStore([
      aDirector({ id: 'd1', stageId: 'st-1', mail: 'sophie@colo.test', cat: 'centre' }),
      aDirector({ id: 'd2', stageId: 'st-1', mail: 'Sophie@colo.test ', cat: 'sejour' }),
      aDirector({ id: 'd3', stageId: 'st-1', mail: 'sami@colo.test', cat: 'sejour' }),
      aDirector({ id: 'd4', stageId: 'st-2', mail: 'ailleurs@colo.test' }),
    ]),
    participants: inMemoryParticipantStore([
      aFamily({ id: 'p1', stageId: 'st-1', email: 'lea@famille.test' }),
      aFamily({ id: 'p2', stageId: 'st-1', email: '' }),
    ]),
  };

  it('counts the families, shows their first addresses and gives the family password', async () => {
    // Act
    const answer = await listStayRecipients(deps, { stageId: 'st-1', type: 'stagiaire' });
    // Assess
    expect(answer).toEqual({
      stageId: 'st-1',
      nom_stage: aStay({ id: 'st-1' }).nom_stage,
      password: 'Famille01',
      total: 2,
      shown: ['lea@famille.test'],
    });
  });

  it('shows a few addresses of a large stay, each once in name order, and reads the kept count', async () => {
    // Prepare: 30 families, two by two sharing an address; the stay keeps a count of 30.
    const families = Array.from({ length: 30 }, (_, i) =>
      aFamily({
        id: `f${i}`,
        stageId: 'big',
        nom: `Nom${String(i).padStart(2, '0')}`,
        email: `parent${Math.floor(i / 2)}@famille.test`,
      }),
    );
    const big = {
      ...deps,
      stays: inMemoryStayStore([aStay({ id: 'big', familles: 30 })]),
      participants: inMemoryParticipantStore(families),
    };
    // Act
    const answer = await listStayRecipients(big, { stageId: 'big', type: 'stagiaire' });
    // Assess
    expect(answer.total).toBe(30);
    expect(answer.shown).toEqual([0, 1, 2, 3, 4].map((i) => `parent${i}@famille.test`));
  });

  it('counts each director once whatever their categories, and gives null for a missing password', async () => {
    // Act
    const answer = await listStayRecipients(deps, { stageId: 'st-1', type: 'formateur' });
    // Assess
    expect(answer).toMatchObject({ password: null, total: 2, shown: ['sophie@colo.test', 'sami@colo.test'] });
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = listStayRecipients(deps, { stageId: 'inconnu', type: 'formateur' });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
