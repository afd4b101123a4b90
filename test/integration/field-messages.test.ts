/**
 * The API's refusals name their field: a stay saved with a name longer than every form and import
 * allows is refused with the field's French name and its limit, not zod's bare "Trop grand".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '#shared/limits.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('validation messages of the API', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  it('name the field and its limit', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act
    const answer = await call(stack.app, 'PUT', `/api/stage/${stay.id}`, {
      token: admin,
      body: {
        nom_stage: 'N'.repeat(FIELD_MAX_LENGTH.stayText + 100),
        ville: stay.ville,
        cree_par: stay.cree_par,
        actif: stay.actif,
        date_debut: stay.date_debut,
        date_fin: stay.date_fin,
        mdp_formateur: 'Dir-Ocean-1',
        mdp_stagiaire: 'Fam-Ocean-1',
        version: stay.version,
      },
    });
    // Assess
    expect(answer).toMatchObject({
      status: 400,
      body: { message: `Nom du séjour : ${FIELD_MAX_LENGTH.stayText} caractères au plus.` },
    });
  });
});
