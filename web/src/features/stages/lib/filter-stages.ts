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

export interface SearchableStage {
  readonly nom_stage: string;
  readonly date_debut: string;
  readonly date_fin: string;
}

export const matchesStageSearch = (stage: SearchableStage, query: string): boolean => {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return [stage.nom_stage, formatDate(stage.date_debut), formatDate(stage.date_fin)].some((field) =>
    normalizeForSearch(field).includes(needle),
  );
};

export const filterStages = <T extends SearchableStage>(stages: readonly T[], query: string): T[] =>
  stages.filter((stage) => matchesStageSearch(stage, query));
