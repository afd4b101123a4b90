/**
 * The directors as people: records with the same address are one person, shown with the first
 * record's details and every stay they hold, latest first. Searchable by name or address, paged.
 */
import type { DirectorPerson } from '../../../shared/admin-schemas.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import { byName, type DirectorRecord, pageOfItems } from '../../domain/people.js';
import type { StageRecord } from '../../domain/stage.js';
import { byStartDescending } from '../../domain/stay-order.js';

export interface ListDirectorsDeps {
  readonly directors: Pick<DirectorStore, 'listAll'>;
  readonly stages: { list(): Promise<StageRecord[]> };
}

export interface DirectorsPage {
  readonly items: DirectorPerson[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export const listDirectors = async (
  deps: ListDirectorsDeps,
  input: { readonly page: number; readonly pageSize: number; readonly q?: string | undefined },
): Promise<DirectorsPage> => {
  const [directors, stays] = await Promise.all([deps.directors.listAll(), deps.stages.list()]);
  const stayById = new Map(stays.map((stage) => [stage.id, stage]));
  const people = new Map<string, { first: DirectorRecord; stages: StageRecord[] }>();
  for (const director of directors) {
    const key = director.mail.trim().toLowerCase();
    const person = people.get(key) ?? { first: director, stages: [] };
    const stage = stayById.get(director.stageId);
    if (stage) person.stages.push(stage);
    people.set(key, person);
  }
  const q = input.q?.toLowerCase();
  const items = [...people.values()]
    .map(({ first, stages }) => ({
      id: first.id,
      nom: first.nom,
      prenom: first.prenom,
      mail: first.mail,
      telephone: first.telephone,
      cat: first.cat,
      stages: stages.sort(byStartDescending).map((s) => ({
        stageId: s.id,
        nom_stage: s.nom_stage,
        date_debut: s.date_debut,
        date_fin: s.date_fin,
      })),
    }))
    .filter((person) => !q || `${person.nom} ${person.prenom} ${person.mail}`.toLowerCase().includes(q))
    .sort(byName);
  return pageOfItems(items, input.page, input.pageSize);
};
