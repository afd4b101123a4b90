/**
 * zod's messages in French, each preceded by the name of the field it refuses, so that a message
 * read away from its form ("Trop grand : chaîne de caractères doit avoir <=200 caractères") still
 * says which field is wrong and what it takes. Messages a schema gives itself are kept as written.
 * The API turns it on (its answers are what administrators read); the pages keep zod's plain French
 * locale, so a family's page does not carry the labels.
 */
import * as z from 'zod';
import { fr } from 'zod/locales';
import { fieldLabel } from './field-labels.js';

const french = fr().localeError;

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const textOf = (answer: ReturnType<z.core.$ZodErrorMap>): string | undefined =>
  typeof answer === 'string' ? answer : (answer?.message ?? undefined);

/** Lengths of text read as a person says them; the rest as zod's French locale does. */
const detailOf = (issue: Issue): string | undefined => {
  if (issue.origin === 'string' && issue.code === 'too_big') return `${issue.maximum} caractères au plus.`;
  if (issue.origin === 'string' && issue.code === 'too_small') {
    return Number(issue.minimum) <= 1 ? 'à remplir.' : `${issue.minimum} caractères au moins.`;
  }
  return textOf(french(issue));
};

export const fieldErrors: z.core.$ZodErrorMap = (issue) => {
  const detail = detailOf(issue);
  const label = fieldLabel(issue.path ?? []);
  return label && detail ? `${label} : ${detail}` : detail;
};

/** From now on, every schema's own-worded-less message names its field. */
export const nameFieldsInErrors = (): void => {
  z.config({ localeError: fieldErrors });
};
