/** The two passwords of a stay: enforced by the API on creation and on every save. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, TEST_ADMIN, type TestStack } from '../helpers/test-stack.js';

describe('stay passwords', () => {
  let stack: TestStack;
  let admin: string;
  let stay: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken(TEST_ADMIN);
    stay = await stack.createStay({ mdp_formateur: 'Dir-Lac-2027', mdp_stagiaire: 'Fam-Lac-2027' });
  });

  const fields = {
    nom_stage: 'Colo du Lac',
    ville: 'Annecy',
    cree_par: 'Service séjours',
    actif: 1,
    date_debut: '2027-07-06',
    date_fin: '2027-07-17',
  };
  const create = (mdp_formateur: string, mdp_stagiaire: string) =>
    call(stack.app, 'POST', '/api/stages', {
      token: admin,
      body: { ...fields, mdp_formateur, mdp_stagiaire, photo: 'stages/files/000000000000000000000.jpg' },
    });
  const save = (mdp_formateur: string, mdp_stagiaire: string) =>
    call(stack.app, 'PUT', `/api/stage/${stay.id}`, {
      token: admin,
      body: { ...fields, mdp_formateur, mdp_stagiaire, version: stay.version },
    });

  it.each([
    ['the same for families and directors', 'Soleil#2027', 'Soleil#2027', messages.passwords.identical],
    ['the same but for case', 'Soleil#2027', 'soleil#2027', messages.passwords.identical],
    ['two characters long', 'Dir-Lac-2027', 'ab', `Mot de passe famille : ${messages.passwords.tooShort}`],
    [
      'made of one kind of characters',
      'motdepasse',
      'Fam-Lac-2027',
      `Mot de passe directeur : ${messages.passwords.tooSimple}`,
    ],
  ])('refuses to create a stay whose passwords are %s', async (_case, director, family, reason) => {
    const answer = await create(director, family);
    expect(answer).toMatchObject({ status: 400, body: { message: reason } });
  });

  it('refuses to save identical passwords and keeps the stored ones', async () => {
    // Act
    const answer = await save('Soleil#2027', 'Soleil#2027');
    // Assess
    expect(answer).toMatchObject({ status: 400, body: { message: messages.passwords.identical } });
    expect(await stack.deps.stays.get(stay.id)).toMatchObject({
      mdp_formateur: 'Dir-Lac-2027',
      mdp_stagiaire: 'Fam-Lac-2027',
      version: stay.version,
    });
  });
});
