/**
 * The stay search of /stages: case- and accent-insensitive, it matches the stay's name
 * or its start or end date as shown on the cards (dd/mm/yyyy).
 */
import { formatDate } from '#web/lib/dates';

/** Lower case, without accents or surrounding spaces: 'Été  ' → 'ete'. */
export const normalizeForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/\s+/g, ' ')
    .trim();

export interface SearchableStay {
  readonly nom_stage: string;
  readonly date_debut: string;
  readonly date_fin: string;
}

export const matchesStaySearch = (stay: SearchableStay, query: string): boolean => {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return [stay.nom_stage, formatDate(stay.date_debut), formatDate(stay.date_fin)].some((field) =>
    normalizeForSearch(field).includes(needle),
  );
};

export const filterStays = <T extends SearchableStay>(stays: readonly T[], query: string): T[] =>
  stays.filter((stay) => matchesStaySearch(stay, query));
