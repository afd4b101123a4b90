import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { readStayPasswords } from './read-stay-passwords.js';

describe('readStayPasswords', () => {
  it('gives both passwords of the stay', async () => {
    // Act
    const passwords = await readStayPasswords(
      { stays: inMemoryStayStore([aStay({ id: 'st-1' })]) },
      aStay({ id: 'st-1' }).id,
    );
    // Assess
    expect(passwords).toEqual([{ mdp_formateur: 'Formateur1', mdp_stagiaire: 'Famille01' }]);
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = readStayPasswords({ stays: inMemoryStayStore() }, 'inconnu');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
