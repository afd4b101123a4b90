/**
 * The two CSV imports, as pure functions from parsed rows to records or row-numbered
 * French errors. An import is all-or-nothing: any error and nothing is written.
 */
import { createHash } from 'node:crypto';
import { FIELD_MAX_LENGTH, MAX_IMPORT_ROWS } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { samePasswords, stayPasswordProblem } from '#shared/stay-passwords.js';
import { type CsvRow, normaliseHeader, type ParsedCsv, parseFrenchDate } from './csv.js';
import { IMAGE_CONSENT_HEADERS, parseImageConsent } from './image-consent.js';
import { generatePassword } from './passwords.js';
import type { ParticipantRecord } from './people.js';
import type { StayRecord } from './stay.js';

export interface ImportError {
  readonly line: number;
  readonly message: string;
}

export type ImportOutcome<T> =
  | { readonly ok: true; readonly records: T[] }
  | { readonly ok: false; readonly errors: ImportError[] };

/** Columns of the camp CSV (documented in README and docs/samples/sejours.csv). */
export const CAMP_COLUMNS = [
  'nom_stage',
  'ville',
  'date_debut',
  'date_fin',
  'cree_par',
  'actif',
  'mdp_formateur',
  'mdp_stagiaire',
] as const;
const CAMP_REQUIRED = ['nom_stage', 'ville', 'date_debut', 'date_fin'] as const;

/** The participant import shape; these columns must be present. */
export const FAMILY_REQUIRED = ['Nom', 'Prenom', 'MailRL', 'Sejour', 'Du', 'Au'] as const;

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

const missingColumns = (csv: ParsedCsv, required: readonly string[]): ImportError[] => {
  const missing = required.filter((column) => !csv.headers.includes(normaliseHeader(column)));
  return missing.length === 0
    ? []
    : [
        {
          line: 1,
          message: `Colonne${missing.length > 1 ? 's' : ''} manquante${missing.length > 1 ? 's' : ''} : ${missing.join(', ')}.`,
        },
      ];
};

const structural = (csv: ParsedCsv): ImportError[] => {
  const errors: ImportError[] = csv.errors.map((error) => ({
    line: error.line,
    message: `Ligne ${error.line} : ${error.message}.`,
  }));
  if (csv.rows.length === 0)
    errors.push({ line: 1, message: 'Le fichier ne contient aucune ligne de données.' });
  if (csv.rows.length > MAX_IMPORT_ROWS)
    errors.push({ line: 1, message: `Le fichier dépasse ${MAX_IMPORT_ROWS} lignes.` });
  return errors;
};

const cell = (row: CsvRow, column: string): string => row.cells[normaliseHeader(column)] ?? '';

/** A row's problems in one sentence: each problem without its own final stop, one stop at the end. */
const rowError = (row: CsvRow, problems: string[]): ImportError => ({
  line: row.line,
  message: `Ligne ${row.line} : ${problems.map((problem) => problem.replace(/\.+$/, '')).join(' ; ')}.`,
});

/** A required cell left empty, named by its column ("colonne ville vide": any column agrees). */
const emptyCell = (column: string): string => `colonne ${column} vide`;

/** A cell longer than its field takes in the portal: refused here, not when saved afterwards. */
const tooLong = (row: CsvRow, column: string, max: number, problems: string[]): void => {
  const length = cell(row, column).length;
  if (length > max) problems.push(`${column} trop long (${length} caractères, ${max} au plus)`);
};

const ACTIF: Record<string, 0 | 1> = {
  '': 1,
  '1': 1,
  oui: 1,
  true: 1,
  vrai: 1,
  '0': 0,
  non: 0,
  false: 0,
  faux: 0,
};

/** Same name (without case or accents) and same dates. */
export const stayKey = (name: string, start: string, end: string): string =>
  `${normaliseHeader(name)}|${start}|${end}`;

export interface CampImportContext {
  readonly existing: readonly StayRecord[];
  readonly createdBy: string;
  readonly newId: () => string;
}

/**
 * The row's passwords, generated where empty; a given password that breaks the stay password rules,
 * or a pair that is the same, is a problem of the row (the import then writes nothing).
 */
const importedPasswords = (
  row: CsvRow,
  problems: string[],
): { mdp_formateur: string; mdp_stagiaire: string } => {
  const given = { mdp_formateur: cell(row, 'mdp_formateur'), mdp_stagiaire: cell(row, 'mdp_stagiaire') };
  for (const field of ['mdp_formateur', 'mdp_stagiaire'] as const) {
    const problem = given[field] ? stayPasswordProblem(given[field]) : undefined;
    if (problem) problems.push(`${field} : ${problem}`);
  }
  let mdp_formateur = given.mdp_formateur || generatePassword();
  let mdp_stagiaire = given.mdp_stagiaire || generatePassword();
  if (given.mdp_formateur && given.mdp_stagiaire) {
    if (samePasswords(mdp_stagiaire, mdp_formateur)) problems.push(messages.passwords.identical);
  } else {
    // A generated password is drawn again rather than equal the other one.
    while (samePasswords(mdp_stagiaire, mdp_formateur)) {
      if (given.mdp_stagiaire) mdp_formateur = generatePassword();
      else mdp_stagiaire = generatePassword();
    }
  }
  return { mdp_formateur, mdp_stagiaire };
};

export const importCamps = (csv: ParsedCsv, context: CampImportContext): ImportOutcome<StayRecord> => {
  const header = [...structural(csv), ...missingColumns(csv, CAMP_REQUIRED)];
  if (header.length > 0) return { ok: false, errors: header };
  const known = new Set(
    context.existing.map((stay) => stayKey(stay.nom_stage, stay.date_debut, stay.date_fin)),
  );
  const errors: ImportError[] = [];
  const records: StayRecord[] = [];
  for (const row of csv.rows) {
    const problems: string[] = [];
    for (const column of CAMP_REQUIRED) if (!cell(row, column)) problems.push(emptyCell(column));
    for (const column of ['nom_stage', 'ville', 'cree_par'])
      tooLong(row, column, FIELD_MAX_LENGTH.stayText, problems);
    const start = parseFrenchDate(cell(row, 'date_debut'));
    const end = parseFrenchDate(cell(row, 'date_fin'));
    if (cell(row, 'date_debut') && !start)
      problems.push(`date_debut invalide (« ${cell(row, 'date_debut')} », attendu JJ/MM/AAAA)`);
    if (cell(row, 'date_fin') && !end)
      problems.push(`date_fin invalide (« ${cell(row, 'date_fin')} », attendu JJ/MM/AAAA)`);
    if (start && end && end < start) problems.push('date_fin avant date_debut');
    const actif = ACTIF[cell(row, 'actif').toLowerCase()];
    if (actif === undefined) problems.push(`actif invalide (« ${cell(row, 'actif')} », attendu 1 ou 0)`);
    const passwords = importedPasswords(row, problems);
    const key = start && end ? stayKey(cell(row, 'nom_stage'), start, end) : undefined;
    if (key && known.has(key)) problems.push('ce séjour existe déjà (même nom et mêmes dates)');
    if (problems.length > 0 || !start || !end || actif === undefined) {
      errors.push(rowError(row, problems));
      continue;
    }
    if (key) known.add(key);
    records.push({
      id: context.newId(),
      nom_stage: cell(row, 'nom_stage'),
      ville: cell(row, 'ville'),
      cree_par: cell(row, 'cree_par') || context.createdBy,
      actif,
      date_debut: start,
      date_fin: end,
      ...passwords,
      token_version: 1,
      version: 1,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, records };
};

/**
 * The same family in the same stay always gets the same id, so importing a corrected export again
 * updates the families instead of doubling them.
 */
export const participantId = (stayId: string, identity: string): string =>
  `p${createHash('sha256').update(`${stayId}|${identity.toLowerCase()}`).digest('hex').slice(0, 31)}`;

export const importFamilies = (
  csv: ParsedCsv,
  stays: readonly StayRecord[],
): ImportOutcome<ParticipantRecord> => {
  const header = [...structural(csv), ...missingColumns(csv, FAMILY_REQUIRED)];
  if (header.length > 0) return { ok: false, errors: header };
  const byKey = new Map(stays.map((stay) => [stayKey(stay.nom_stage, stay.date_debut, stay.date_fin), stay]));
  const errors: ImportError[] = [];
  const records = new Map<string, ParticipantRecord>();
  // Without the column the file says nothing about consent: what is stored is kept.
  const consentColumn = IMAGE_CONSENT_HEADERS.find((name) => csv.headers.includes(normaliseHeader(name)));
  for (const row of csv.rows) {
    const problems: string[] = [];
    const nom = cell(row, 'Nom');
    const prenom = cell(row, 'Prenom');
    const mail = cell(row, 'MailRL');
    if (!nom) problems.push(emptyCell('Nom'));
    if (!prenom) problems.push(emptyCell('Prenom'));
    if (!mail) problems.push(emptyCell('MailRL'));
    else if (!EMAIL.test(mail)) problems.push(`MailRL invalide (« ${mail} »)`);
    tooLong(row, 'Nom', FIELD_MAX_LENGTH.personName, problems);
    tooLong(row, 'Prenom', FIELD_MAX_LENGTH.personName, problems);
    tooLong(row, 'MailRL', FIELD_MAX_LENGTH.email, problems);
    const start = parseFrenchDate(cell(row, 'Du'));
    const end = parseFrenchDate(cell(row, 'Au'));
    if (!start) problems.push(`Du invalide (« ${cell(row, 'Du')} », attendu JJ/MM/AAAA)`);
    if (!end) problems.push(`Au invalide (« ${cell(row, 'Au')} », attendu JJ/MM/AAAA)`);
    const born = cell(row, 'DateNaissance');
    const birthDate = born ? parseFrenchDate(born) : undefined;
    if (born && !birthDate) problems.push(`DateNaissance invalide (« ${born} », attendu JJ/MM/AAAA)`);
    const consentCell = consentColumn ? cell(row, consentColumn) : '';
    const consent = consentColumn ? parseImageConsent(consentCell) : undefined;
    if (consentColumn && !consent)
      problems.push(
        `${consentColumn} invalide (« ${consentCell} », attendu Oui, Non ou vide pour non renseigné)`,
      );
    const stay = start && end ? byKey.get(stayKey(cell(row, 'Sejour'), start, end)) : undefined;
    if (start && end && !stay)
      problems.push(
        `séjour « ${cell(row, 'Sejour')} » du ${cell(row, 'Du')} au ${cell(row, 'Au')} introuvable`,
      );
    if (problems.length > 0 || !stay) {
      errors.push(rowError(row, problems));
      continue;
    }
    const ref = cell(row, 'Ref');
    const id = participantId(stay.id, ref ? `ref:${ref}` : `${nom}|${prenom}|${mail}`);
    const optional = (value: string) => (value ? value : undefined);
    records.set(id, {
      id,
      stageId: stay.id,
      nom,
      prenom,
      email: mail,
      ref: optional(ref),
      representant_legal: optional(cell(row, 'RepresentantLegal')),
      tel_rl: optional(cell(row, 'TelRL')),
      date_naissance: birthDate,
      groupe: optional(cell(row, 'Groupe')),
      ...(consent ? { droit_image: consent } : {}),
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, records: [...records.values()] };
};
