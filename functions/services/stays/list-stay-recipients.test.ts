import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { inMemoryPeopleTable } from '../../../test/memory/people-table.js';
import { aStay, inMemoryStayStore } from '../../../test/memory/stays.js';
import type { DirectorRecord, ParticipantRecord } from '../../domain/people.js';
import { listStayRecipients } from './list-stay-recipients.js';

const director = (id: string, mail: string, cat: 'centre' | 'sejour'): DirectorRecord => ({
  id,
  stageId: aStay().id,
  nom: 'Durand',
  prenom: 'Sophie',
  mail,
  telephone: '0612345678',
  cat,
});
const family = (id: string, email: string): ParticipantRecord => ({
  id,
  stageId: aStay().id,
  nom: 'Martin',
  prenom: 'Léa',
  email,
});

describe('listStayRecipients', () => {
  const deps = {
    stages: inMemoryStayStore([aStay({ mdp_formateur: '' })]),
    directors: inMemoryPeopleTable([
      director('d1', 'sophie@colo.test', 'centre'),
      director('d2', 'Sophie@colo.test ', 'sejour'),
      director('d3', 'sami@colo.test', 'sejour'),
    ]),
    participants: inMemoryPeopleTable([family('p1', 'lea@famille.test'), family('p2', '')]),
  };

  it("gives the families' addresses and the family password", async () => {
    // Act
    const answer = await listStayRecipients(deps, { stageId: aStay().id, type: 'stagiaire' });
    // Assess
    expect(answer).toEqual({
      stageId: aStay().id,
      nom_stage: aStay().nom_stage,
      password: 'Fam-Ocean-1',
      recipients: ['lea@famille.test'],
    });
  });

  it('gives each director one address whatever their categories, and null for a missing password', async () => {
    // Act
    const answer = await listStayRecipients(deps, { stageId: aStay().id, type: 'formateur' });
    // Assess
    expect(answer).toMatchObject({ password: null, recipients: ['sophie@colo.test', 'sami@colo.test'] });
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = listStayRecipients(deps, { stageId: 'inconnu', type: 'formateur' });
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stageNotFound });
  });
});
