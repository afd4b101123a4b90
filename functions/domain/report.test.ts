import { describe, expect, it } from 'vitest';
import { neutraliseFormula, traineeLabel } from './report.js';

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['+33 6 12', "'+33 6 12"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Très bon stage = bravo')).toBe('Très bon stage = bravo');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('trainee label', () => {
  it('names a report by last name, first name and e-mail', () => {
    expect(traineeLabel({ nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' })).toBe(
      'Martin Léa - lea@example.org',
    );
  });
});
