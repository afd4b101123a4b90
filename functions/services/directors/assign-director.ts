/**
 * An administrator sets the stays of a director (the person: every record with the same address)
 * and their details on all of them. Past seasons stay as they were; current and coming stays become
 * exactly the chosen ones.
 */

import { newId } from '#functions/domain/ids.js';
import { isAssignable, sameAddress } from '#functions/domain/people.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { DirectorCategory } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { requireDirector } from './require-director.js';

export interface AssignDirectorDeps {
  readonly directors: Pick<DirectorStore, 'get' | 'listAll' | 'putMany' | 'removeMany'>;
  readonly stays: { list(): Promise<StayRecord[]> };
  readonly clock: () => Date;
}

export interface DirectorAssignment {
  /** Any record of the person. */
  readonly id: string;
  readonly nom: string;
  readonly prenom: string;
  readonly mail: string;
  readonly telephone: string;
  readonly cat: DirectorCategory;
  /** Every stay the person should hold. */
  readonly stages: readonly string[];
}

export const assignDirector = async (
  deps: AssignDirectorDeps,
  input: DirectorAssignment,
): Promise<{ message: string }> => {
  const person = await requireDirector(deps, input.id);
  const now = deps.clock();
  const stays = new Map((await deps.stays.list()).map((stay) => [stay.id, stay]));
  const records = (await deps.directors.listAll()).filter((d) => sameAddress(d.mail, person.mail));
  const held = new Set(records.map((d) => d.stageId));
  const wanted = new Set(input.stages);
  for (const stayId of wanted) {
    const stay = stays.get(stayId);
    // The page sends back every stay the director has, finished ones too (it does not show
    // them): a finished stay already held is kept as it is, only a new one is refused.
    if (!stay || (!isAssignable(stay, now) && !held.has(stayId)))
      throw new ServiceError('invalid', messages.backOffice.stayNotAssignable);
  }
  const fields = {
    nom: input.nom,
    prenom: input.prenom,
    mail: input.mail,
    telephone: input.telephone,
    cat: input.cat,
  };
  const current = records.filter((d) => {
    const stay = stays.get(d.stageId);
    return !stay || isAssignable(stay, now);
  });
  await deps.directors.removeMany(current.filter((d) => !wanted.has(d.stageId)).map((d) => d.id));
  const kept = current.filter((d) => wanted.has(d.stageId));
  await deps.directors.putMany([
    ...kept.map((d) => ({ ...d, ...fields })),
    ...[...wanted]
      .filter((stayId) => !held.has(stayId))
      .map((stayId) => ({ id: newId(now), stageId: stayId, ...fields })),
  ]);
  return { message: messages.admin.directorUpdated };
};
