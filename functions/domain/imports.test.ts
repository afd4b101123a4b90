import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { samePasswords, stayPasswordProblem } from '#shared/stay-passwords.js';
import { decodeCsv, parseCsv } from './csv.js';
import { importCamps, importFamilies, participantId } from './imports.js';
import type { StayRecord } from './stay.js';

const stay = (overrides: Partial<StayRecord> = {}): StayRecord => ({
  id: 'stay1',
  nom_stage: 'Colo Océan Découverte',
  ville: 'La Flotte',
  cree_par: 'test',
  actif: 1,
  date_debut: '2027-07-06',
  date_fin: '2027-07-17',
  mdp_formateur: 'f',
  mdp_stagiaire: 's',
  token_version: 1,
  version: 1,
  ...overrides,
});

const FAMILY_HEADER = 'Ref;Nom;Prenom;Sejour;Du;Au;MailRL';
const family = (i: number, mail = `parent${i}@example.org`) =>
  `R${i};Nom${i};Prénom${i};colo ocean decouverte;06/07/2027;17/07/2027;${mail}`;

describe('importFamilies', () => {
  it('finds the stay by name (without case or accents) and dates', () => {
    // Act
    const outcome = importFamilies(parseCsv([FAMILY_HEADER, family(1), family(2)].join('\n')), [stay()]);
    // Assess
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.records.map((r) => [r.stageId, r.nom, r.prenom, r.email])).toEqual([
      ['stay1', 'Nom1', 'Prénom1', 'parent1@example.org'],
      ['stay1', 'Nom2', 'Prénom2', 'parent2@example.org'],
    ]);
    expect(outcome.records[0]?.id).toBe(participantId('stay1', 'ref:R1'));
  });

  it('imports nothing when line 7 is wrong, and names the line', () => {
    // Prepare: header on line 1, so the sixth family is on line 7.
    const lines = [
      FAMILY_HEADER,
      ...[1, 2, 3, 4, 5].map((i) => family(i)),
      family(6, 'pas-une-adresse'),
      family(7),
    ];
    // Act
    const outcome = importFamilies(parseCsv(lines.join('\r\n')), [stay()]);
    // Assess
    expect(outcome).toEqual({
      ok: false,
      errors: [{ line: 7, message: 'Ligne 7 : MailRL invalide (« pas-une-adresse »).' }],
    });
  });

  it('says which columns are missing and which stay is unknown', () => {
    const missing = importFamilies(parseCsv('Nom;Prenom\nA;B'), [stay()]);
    const unknown = importFamilies(
      parseCsv([FAMILY_HEADER, family(1).replace('2027;', '2026;')].join('\n')),
      [stay()],
    );
    expect(missing).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: 'Colonnes manquantes : MailRL, Sejour, Du, Au.' }],
    });
    expect(unknown).toMatchObject({ ok: false, errors: [{ line: 2 }] });
  });
});

describe('import errors as the administrator sees the file', () => {
  it('reports an impossible birth date (99/99/2017)', () => {
    // Prepare
    const csv = [`${FAMILY_HEADER};DateNaissance`, `${family(1)};12/03/2017`, `${family(2)};99/99/2017`];
    // Act
    const outcome = importFamilies(parseCsv(csv.join('\r\n')), [stay()]);
    // Assess
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'Ligne 3 : DateNaissance invalide (« 99/99/2017 », attendu JJ/MM/AAAA).' },
      ],
    });
  });

  it('names the spreadsheet row, a multi-line cell above counting once', () => {
    // Prepare: row 2 has a name over three text lines, so the bad row 3 is text line 5.
    const csv = [
      FAMILY_HEADER,
      'R1;"Martin\nde la\nFontaine";Léa;colo ocean decouverte;06/07/2027;17/07/2027;lea@example.org',
      family(2, 'pas-une-adresse'),
    ];
    // Act
    const outcome = importCamps(
      parseCsv('nom_stage;ville;date_debut;date_fin\nA;"B\nC";99/99/2017;01/01/2018'),
      {
        existing: [],
        createdBy: 'admin',
        newId: () => 'id',
      },
    );
    const families = importFamilies(parseCsv(csv.join('\r\n')), [stay()]);
    // Assess
    expect(families).toMatchObject({
      ok: false,
      errors: [{ line: 3, message: expect.stringMatching(/^Ligne 3 : /) }],
    });
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: expect.stringContaining('date_debut invalide (« 99/99/2017 »') }],
    });
  });
});

describe("the droit à l'image column", () => {
  const HEADER = 'Ref;Nom;Prenom;Groupe;Sejour;Du;Au;MailRL;DroitImage';
  const row = (i: number, consent: string, groupe = 'Dauphins') =>
    `R${i};Nom${i};Prénom${i};${groupe};colo océan découverte;06/07/2027;17/07/2027;p${i}@example.org;${consent}`;
  /** What Excel's « CSV (séparateur : point-virgule) » writes on a French Windows. */
  const excelFile = (lines: string[]) => decodeCsv(new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1')));

  it('reads Oui, Non and an empty cell from a Windows-1252 file with ;, with the group', () => {
    // Act
    const outcome = importFamilies(
      parseCsv(excelFile([HEADER, row(1, 'Oui'), row(2, 'Non', 'Éléphants'), row(3, ''), row(4, 'N')])),
      [stay()],
    );
    // Assess
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.records.map((r) => [r.prenom, r.groupe, r.droit_image])).toEqual([
      ['Prénom1', 'Dauphins', 'oui'],
      ['Prénom2', 'Éléphants', 'non'],
      ['Prénom3', 'Dauphins', 'inconnu'],
      ['Prénom4', 'Dauphins', 'non'],
    ]);
  });

  it("accepts the header typed as « Droit à l'image »", () => {
    const header = HEADER.replace('DroitImage', "Droit à l'image");
    const outcome = importFamilies(parseCsv(excelFile([header, row(1, 'OUI')])), [stay()]);
    expect(outcome).toMatchObject({ ok: true, records: [{ droit_image: 'oui' }] });
  });

  it('refuses an unknown value, naming the row, and imports nothing', () => {
    const outcome = importFamilies(parseCsv(excelFile([HEADER, row(1, 'Oui'), row(2, 'peut-être')])), [
      stay(),
    ]);
    expect(outcome).toEqual({
      ok: false,
      errors: [
        {
          line: 3,
          message:
            'Ligne 3 : DroitImage invalide (« peut-être », attendu Oui, Non ou vide pour non renseigné).',
        },
      ],
    });
  });

  it('leaves the consent unsaid when the file has no such column', () => {
    const outcome = importFamilies(parseCsv([FAMILY_HEADER, family(1)].join('\n')), [stay()]);
    expect(outcome.ok && outcome.records[0]?.droit_image).toBeUndefined();
  });
});

describe('importCamps', () => {
  const context = {
    existing: [stay()],
    createdBy: 'admin',
    newId: (() => {
      let n = 0;
      return () => `id${n++}`;
    })(),
  };

  it('creates stays, generating the passwords left empty', () => {
    const outcome = importCamps(
      parseCsv(
        'nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire\nNeige;Briançon;01/02/2027;08/02/2027;;0;Dir-Neige-1;',
      ),
      context,
    );
    expect(outcome).toMatchObject({
      ok: true,
      records: [
        {
          nom_stage: 'Neige',
          actif: 0,
          cree_par: 'admin',
          mdp_formateur: 'Dir-Neige-1',
          date_debut: '2027-02-01',
        },
      ],
    });
    if (outcome.ok) expect(outcome.records[0]?.mdp_stagiaire).toHaveLength(8);
  });

  it('refuses weak or identical stay passwords, naming the line and the rule', () => {
    const outcome = importCamps(
      parseCsv(
        [
          'nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire',
          'A;X;01/02/2027;08/02/2027;;1;ab;Fam-Neige-1',
          'B;X;01/02/2027;08/02/2027;;1;Meme-Mot-2;meme-mot-2',
          'C;X;01/02/2027;08/02/2027;;1;Dir-Neige-1;motdepasse',
        ].join('\n'),
      ),
      context,
    );
    expect(outcome).toMatchObject({
      ok: false,
      errors: [
        { line: 2, message: expect.stringContaining(`mdp_formateur : ${messages.passwords.tooShort}`) },
        { line: 3, message: expect.stringContaining(messages.passwords.identical) },
        { line: 4, message: expect.stringContaining(`mdp_stagiaire : ${messages.passwords.tooSimple}`) },
      ],
    });
  });

  it('generates passwords that pass the rules and differ from the other one', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `S${i};X;01/02/2027;08/02/2027;;1;;`);
    const outcome = importCamps(
      parseCsv(
        ['nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire', ...rows].join(
          '\n',
        ),
      ),
      context,
    );
    expect(outcome.ok).toBe(true);
    for (const stay of outcome.ok ? outcome.records : []) {
      expect(stayPasswordProblem(stay.mdp_formateur)).toBeUndefined();
      expect(stayPasswordProblem(stay.mdp_stagiaire)).toBeUndefined();
      expect(samePasswords(stay.mdp_formateur, stay.mdp_stagiaire)).toBe(false);
    }
  });

  it('refuses a name longer than the stay form takes, naming the column, in one sentence per row', () => {
    // Prepare: a name the API would refuse on the next save, and a password message ending in a stop.
    const name = 'N'.repeat(FIELD_MAX_LENGTH.stayText + 100);
    // Act
    const outcome = importCamps(
      parseCsv(
        [
          'nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire',
          `${name};X;01/02/2027;08/02/2027;;1;ab;Fam-Neige-1`,
        ].join('\n'),
      ),
      context,
    );
    // Assess
    expect(outcome).toMatchObject({
      ok: false,
      errors: [
        { line: 2, message: expect.stringContaining('nom_stage trop long (300 caractères, 200 au plus)') },
      ],
    });
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.message)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/\.\.$/)]),
    );
  });

  it('refuses a stay that already exists and wrong dates, with their lines', () => {
    const outcome = importCamps(
      parseCsv(
        'nom_stage;ville;date_debut;date_fin\nColo Océan Découverte;X;06/07/2027;17/07/2027\nB;Y;10/02/2027;01/02/2027',
      ),
      context,
    );
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ line: 2 }, { line: 3, message: 'Ligne 3 : date_fin avant date_debut.' }],
    });
  });
});
