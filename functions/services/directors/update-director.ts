/** An administrator rewrites one director record, possibly moving it to another stay. */

import type { DirectorStore } from '#functions/ports/stores/directors.js';

import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import type { DirectorFields } from './add-director.js';
import { type RequireDirectorDeps, requireDirector } from './require-director.js';

export interface UpdateDirectorDeps extends RequireStayDeps, RequireDirectorDeps {
  readonly directors: Pick<DirectorStore, 'get' | 'replace'>;
}

export const updateDirector = async (
  deps: UpdateDirectorDeps,
  input: DirectorFields & { readonly id: string },
): Promise<{ message: string }> => {
  await requireDirector(deps, input.id);
  await requireStay(deps, input.stageId);
  const saved = await deps.directors.replace({
    id: input.id,
    stageId: input.stageId,
    nom: input.nom,
    prenom: input.prenom,
    mail: input.mail,
    telephone: input.telephone,
    cat: input.cat,
  });
  // Deleted meanwhile: the replace refuses to bring it back.
  if (!saved) throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  return { message: messages.admin.directorProcessed };
};
