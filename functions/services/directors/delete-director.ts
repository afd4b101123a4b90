/** An administrator removes one director record (the person's other stays keep theirs). */

import type { DirectorStore } from '#functions/ports/stores/directors.js';

import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface DeleteDirectorDeps {
  readonly directors: Pick<DirectorStore, 'remove'>;
}

export const deleteDirector = async (deps: DeleteDirectorDeps, id: string): Promise<{ message: string }> => {
  if (!(await deps.directors.remove(id))) {
    throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  }
  return { message: messages.admin.directorDeleted };
};
