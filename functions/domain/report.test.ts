import { describe, expect, it } from 'vitest';
import { participantLabel, reportFileName } from './report.js';

describe('trainee label', () => {
  it('names a report by last name, first name and e-mail', () => {
    expect(participantLabel({ nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' })).toBe(
      'Martin Léa - lea@example.org',
    );
  });
});

describe('report file name', () => {
  it('names the xlsx after the stay, without characters a file system refuses', () => {
    expect(reportFileName("Colo d'été")).toBe("rapports_Colo_d'été.xlsx");
    expect(reportFileName(' Séjour  1/2 : "neige" ')).toBe('rapports_Séjour_12_neige.xlsx');
  });
});
