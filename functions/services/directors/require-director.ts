/** The director record an action is about, or the refusal every action gives for an unknown one. */

import type { DirectorRecord } from '#functions/domain/people.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface RequireDirectorDeps {
  readonly directors: Pick<DirectorStore, 'get'>;
}

export const requireDirector = async (deps: RequireDirectorDeps, id: string): Promise<DirectorRecord> => {
  const director = await deps.directors.get(id);
  if (!director) throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  return director;
};
