import { describe, expect, it } from 'vitest';
import { traineeLabel } from './report.js';

describe('trainee label', () => {
  it('names a report by last name, first name and e-mail', () => {
    expect(traineeLabel({ nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' })).toBe(
      'Martin Léa - lea@example.org',
    );
  });
});
