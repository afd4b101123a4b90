import { describe, expect, it } from 'vitest';
import { consentCheckMissing, imageRefusals, parseImageConsent } from './image-consent.js';
import type { ParticipantRecord } from './people.js';

const child = (
  nom: string,
  prenom: string,
  droit_image?: ParticipantRecord['droit_image'],
  groupe?: string,
): ParticipantRecord => ({
  id: `${nom}-${prenom}`,
  stageId: 'stay1',
  nom,
  prenom,
  email: 'parent@example.org',
  ...(droit_image ? { droit_image } : {}),
  ...(groupe ? { groupe } : {}),
});

describe('parseImageConsent', () => {
  it.each([
    ['Oui', 'oui'],
    ['OUI', 'oui'],
    ['oui', 'oui'],
    [' Oui ', 'oui'],
    ['O', 'oui'],
    ['o', 'oui'],
    ['VRAI', 'oui'],
    ['1', 'oui'],
    ['Autorisé', 'oui'],
    ['Non', 'non'],
    ['NON', 'non'],
    ['non', 'non'],
    ['N', 'non'],
    ['FAUX', 'non'],
    ['0', 'non'],
    ['Refusé', 'non'],
    ['', 'inconnu'],
    ['  ', 'inconnu'],
    ['Non renseigné', 'inconnu'],
  ] as const)('reads « %s » as %s', (cell, expected) => {
    expect(parseImageConsent(cell)).toBe(expected);
  });

  it.each(['peut-être', 'Ouiii', 'x', '2', 'Oui/Non'])('refuses « %s »', (cell) => {
    expect(parseImageConsent(cell)).toBeUndefined();
  });
});

describe('imageRefusals', () => {
  it('lists exactly the children marked "non", in alphabetical order, with their group', () => {
    const children = [
      child('Martin', 'Zoé', 'non', 'Dauphins'),
      child('Durand', 'Léo', 'oui', 'Dauphins'),
      child('Bernard', 'Inès'),
      child('Éluard', 'Paul', 'non'),
      child('Petit', 'Noé', 'inconnu'),
    ];
    expect(imageRefusals(children)).toEqual([
      { id: 'Éluard-Paul', nom: 'Éluard', prenom: 'Paul', groupe: '' },
      { id: 'Martin-Zoé', nom: 'Martin', prenom: 'Zoé', groupe: 'Dauphins' },
    ]);
  });
});

describe('consentCheckMissing', () => {
  it('needs the confirmation only when a child has "non"', () => {
    const refused = [child('A', 'a', 'oui'), child('B', 'b', 'non')];
    const allowed = [child('A', 'a', 'oui'), child('C', 'c'), child('D', 'd', 'inconnu')];
    expect(consentCheckMissing(refused, undefined)).toBe(true);
    expect(consentCheckMissing(refused, false)).toBe(true);
    expect(consentCheckMissing(refused, true)).toBe(false);
    expect(consentCheckMissing(allowed, undefined)).toBe(false);
    expect(consentCheckMissing([], undefined)).toBe(false);
  });
});
