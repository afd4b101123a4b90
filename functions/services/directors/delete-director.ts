/** An administrator removes one director record (the person's other stays keep theirs). */
import { messages } from '../../../shared/messages.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import { ServiceError } from '../service-error.js';

export interface DeleteDirectorDeps {
  readonly directors: Pick<DirectorStore, 'remove'>;
}

export const deleteDirector = async (deps: DeleteDirectorDeps, id: string): Promise<{ message: string }> => {
  if (!(await deps.directors.remove(id))) {
    throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  }
  return { message: messages.admin.trainerDeleted };
};
