/**
 * The directors of a stay as the trainer area shows them, in their order of creation: the
 * photo-responsible contact is the first « sejour » one, else the first « centre » one.
 */

import type { DirectorStore } from '#functions/ports/stores/directors.js';

import type { StageContact } from '#shared/trainer-schemas.js';

export interface ListStayContactsDeps {
  readonly directors: Pick<DirectorStore, 'listByStage'>;
}

export const listStayContacts = async (
  deps: ListStayContactsDeps,
  stageId: string,
): Promise<StageContact[]> => {
  const directors = await deps.directors.listByStage(stageId);
  return directors
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, nom, prenom, mail, telephone, cat }) => ({ id, nom, prenom, mail, telephone, cat }));
};
