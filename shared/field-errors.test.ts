import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createStayRequestSchema } from './admin-schemas.js';
import { nameFieldsInErrors } from './field-errors.js';
import { FIELD_MAX_LENGTH } from './limits.js';
import { messages } from './messages.js';

nameFieldsInErrors();

const stay = {
  nom_stage: 'Colo',
  ville: 'Lyon',
  cree_par: 'Service',
  actif: true,
  date_debut: '2027-07-01',
  date_fin: '2027-07-10',
  mdp_formateur: 'Dir-Ocean-1',
  mdp_stagiaire: 'Fam-Ocean-1',
  photo: 'stages/files/000000000000000000000.jpg',
};

const messagesOf = (result: { error?: z.ZodError | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('validation messages', () => {
  it('name the field and its limit in French', () => {
    // Act
    const result = createStayRequestSchema.safeParse({ ...stay, nom_stage: 'N'.repeat(300) });
    // Assess
    expect(messagesOf(result)).toEqual([`Nom du séjour : ${FIELD_MAX_LENGTH.stayText} caractères au plus.`]);
  });

  it('keep the messages a schema words itself', () => {
    // Act
    const result = createStayRequestSchema.safeParse({ ...stay, ville: ' ' });
    // Assess
    expect(messagesOf(result)).toEqual([messages.admin.requiredFields]);
  });

  it('name a field without a label by its key, and a nested one by its own name', () => {
    // Act
    const result = z
      .object({ inconnu: z.number(), stagiaires: z.array(z.object({ prenom: z.string().min(2) })) })
      .safeParse({ inconnu: 'x', stagiaires: [{ prenom: 'A' }] });
    // Assess
    const [unknown, nested] = messagesOf(result);
    expect(unknown).toMatch(/^inconnu : /);
    expect(nested).toBe('Prénom : 2 caractères au moins.');
  });
});
