/**
 * The directors of a stay as the trainer area shows them, in their order of creation: the
 * photo-responsible contact is the first « sejour » one, else the first « centre » one.
 */

import type { DirectorStore } from '#functions/ports/stores/directors.js';

import type { StayContact } from '#shared/director-schemas.js';

export interface ListStayContactsDeps {
  readonly directors: Pick<DirectorStore, 'listByStay'>;
}

export const listStayContacts = async (
  deps: ListStayContactsDeps,
  stayId: string,
): Promise<StayContact[]> => {
  const directors = await deps.directors.listByStay(stayId);
  return directors
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, nom, prenom, mail, telephone, cat }) => ({ id, nom, prenom, mail, telephone, cat }));
};
