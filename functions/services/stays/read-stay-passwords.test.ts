import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { aStay, inMemoryStayStore } from '../../../test/memory/stays.js';
import { readStayPasswords } from './read-stay-passwords.js';

describe('readStayPasswords', () => {
  it('gives both passwords of the stay', async () => {
    // Act
    const passwords = await readStayPasswords({ stages: inMemoryStayStore([aStay()]) }, aStay().id);
    // Assess
    expect(passwords).toEqual([{ mdp_formateur: 'Dir-Ocean-1', mdp_stagiaire: 'Fam-Ocean-1' }]);
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = readStayPasswords({ stages: inMemoryStayStore() }, 'inconnu');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stageNotFound });
  });
});
