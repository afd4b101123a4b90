/** The director record an action is about, or the refusal every action gives for an unknown one. */
import { messages } from '../../../shared/messages.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import type { DirectorRecord } from '../../domain/people.js';
import { ServiceError } from '../service-error.js';

export interface RequireDirectorDeps {
  readonly directors: Pick<DirectorStore, 'get'>;
}

export const requireDirector = async (deps: RequireDirectorDeps, id: string): Promise<DirectorRecord> => {
  const director = await deps.directors.get(id);
  if (!director) throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  return director;
};
