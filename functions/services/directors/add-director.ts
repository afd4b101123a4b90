/** An administrator attaches a director to one stay (a new record, even for a known address). */

import { newId } from '#functions/domain/ids.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { DirectorCategory } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface AddDirectorDeps extends RequireStayDeps {
  readonly directors: Pick<DirectorStore, 'put'>;
  readonly clock: () => Date;
}

/** A director as the back-office form sends it: the person and the stay. */
export interface DirectorFields {
  readonly nom: string;
  readonly prenom: string;
  readonly mail: string;
  readonly telephone: string;
  readonly cat: DirectorCategory;
  readonly stageId: string;
}

export const addDirector = async (
  deps: AddDirectorDeps,
  input: DirectorFields,
): Promise<{ message: string }> => {
  await requireStay(deps, input.stageId);
  await deps.directors.put({
    id: newId(deps.clock()),
    stageId: input.stageId,
    nom: input.nom,
    prenom: input.prenom,
    mail: input.mail,
    telephone: input.telephone,
    cat: input.cat,
  });
  return { message: messages.admin.directorProcessed };
};
