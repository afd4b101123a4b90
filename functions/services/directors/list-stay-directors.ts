/** The directors of one stay in one category (centre or séjour), in alphabetical order. */

import { byName } from '#functions/domain/people.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { Director, DirectorCategory } from '#shared/admin-schemas.js';

export interface ListStayDirectorsDeps {
  readonly directors: Pick<DirectorStore, 'listByStay'>;
}

export const listStayDirectors = async (
  deps: ListStayDirectorsDeps,
  input: { readonly stageId: string; readonly type: DirectorCategory },
): Promise<Director[]> =>
  (await deps.directors.listByStay(input.stageId))
    .filter((director) => director.cat === input.type)
    .sort(byName)
    .map(({ id, nom, prenom, mail, telephone, cat, stageId: stayId }) => ({
      id,
      nom,
      prenom,
      mail,
      telephone,
      cat,
      stageId: stayId,
    }));
