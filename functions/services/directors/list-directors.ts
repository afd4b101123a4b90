/**
 * The directors as people: records with the same address are one person, shown with the first
 * record's details and every stay they hold, latest first. Searchable by name or address, paged.
 */

import { byName, type DirectorRecord, pageOfItems } from '#functions/domain/people.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { DirectorPerson } from '#shared/admin-schemas.js';

export interface ListDirectorsDeps {
  readonly directors: Pick<DirectorStore, 'listAll'>;
  readonly stays: Pick<StayRepository, 'getMany'>;
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
  const people = new Map<string, { first: DirectorRecord; stageIds: string[] }>();
  for (const director of await deps.directors.listAll()) {
    const key = director.mail.trim().toLowerCase();
    const person = people.get(key) ?? { first: director, stageIds: [] };
    person.stageIds.push(director.stageId);
    people.set(key, person);
  }
  const q = input.q?.toLowerCase();
  const found = [...people.values()]
    .filter(({ first }) => !q || `${first.nom} ${first.prenom} ${first.mail}`.toLowerCase().includes(q))
    .sort((a, b) => byName(a.first, b.first));
  const page = pageOfItems(found, input.page, input.pageSize);
  // Only the stays of the people shown are read, by key.
  const stays = await deps.stays.getMany(page.items.flatMap((person) => person.stageIds));
  const stayById = new Map(stays.map((stay) => [stay.id, stay]));
  return {
    ...page,
    items: page.items.map(({ first, stageIds: stayIds }) => ({
      id: first.id,
      nom: first.nom,
      prenom: first.prenom,
      mail: first.mail,
      telephone: first.telephone,
      cat: first.cat,
      stages: stayIds
        .flatMap((id) => stayById.get(id) ?? [])
        .sort(byStartDescending)
        .map((s) => ({
          stageId: s.id,
          nom_stage: s.nom_stage,
          date_debut: s.date_debut,
          date_fin: s.date_fin,
        })),
    })),
  };
};
