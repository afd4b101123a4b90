/** The directors of one stay in one category (centre or séjour), in alphabetical order. */
import type { Director, DirectorCategory } from '../../../shared/admin-schemas.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import { byName } from '../../domain/people.js';

export interface ListStayDirectorsDeps {
  readonly directors: Pick<DirectorStore, 'listByStage'>;
}

export const listStayDirectors = async (
  deps: ListStayDirectorsDeps,
  input: { readonly stageId: string; readonly type: DirectorCategory },
): Promise<Director[]> =>
  (await deps.directors.listByStage(input.stageId))
    .filter((director) => director.cat === input.type)
    .sort(byName)
    .map(({ id, nom, prenom, mail, telephone, cat, stageId }) => ({
      id,
      nom,
      prenom,
      mail,
      telephone,
      cat,
      stageId,
    }));
