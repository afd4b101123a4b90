/**
 * What an administrator does to a stay at the start or end of its season, one stay per request (the
 * seasons page runs it over a season or a selection and shows its progress):
 * - activer / desactiver: the stay shows on the public page, or not;
 * - fermer: no one signs in any more, and every session open ends (closedStay);
 * - rouvrir: the stay's passwords sign in again;
 * - purger: every photo goes, validated or not, each logged as a season's purge, step by step like a
 *   stay's deletion (a stay of thousands of photos answers how many are left and is asked again).
 * Each action may be asked twice: a stay already as asked is left as it is.
 */

import type { DeletedBy } from '#functions/domain/photo-deletion.js';
import { closedStay, reopenedStay, type StayRecord } from '#functions/domain/stay.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import { messages } from '#shared/messages.js';
import type { SeasonAction, SeasonActionResponse } from '#shared/season-schemas.js';
import { type DeletePhotosDeps, deletePhotosUntil } from '../photos/delete-photos.js';
import { ServiceError } from '../service-error.js';
import { requireStay } from './require-stay.js';

export interface ApplySeasonActionDeps extends DeletePhotosDeps {
  readonly stays: Pick<StayStore, 'get' | 'replace'>;
}

export interface SeasonActionOptions {
  /** When a purge stops starting new steps and answers; no limit without it. */
  readonly until?: Date;
  /** Who acts, as the deletion log names them. */
  readonly by: DeletedBy;
}

/** The stay as the action leaves it; the same record when there is nothing to change. */
const changed = (stay: StayRecord, action: Exclude<SeasonAction, 'purger'>, now: Date): StayRecord => {
  switch (action) {
    case 'activer':
      return stay.actif === 1 ? stay : { ...stay, actif: 1 };
    case 'desactiver':
      return stay.actif === 0 ? stay : { ...stay, actif: 0 };
    case 'fermer':
      return stay.cloture_le ? stay : closedStay(stay, now);
    case 'rouvrir':
      return stay.cloture_le ? reopenedStay(stay) : stay;
  }
};

/** A save overtaken by another is tried again on the record as it now is, this many times at most. */
const SAVE_ATTEMPTS = 3;

const saveChange = async (
  deps: ApplySeasonActionDeps,
  stayId: string,
  action: Exclude<SeasonAction, 'purger'>,
): Promise<void> => {
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const stay = await requireStay(deps, stayId);
    const next = changed(stay, action, deps.clock());
    if (next === stay) return;
    const outcome = await deps.stays.replace({ ...next, version: stay.version + 1 }, stay.version);
    if (outcome === 'saved') return;
  }
  throw new ServiceError('conflict', messages.backOffice.conflict);
};

export const applySeasonAction = async (
  deps: ApplySeasonActionDeps,
  stayId: string,
  action: SeasonAction,
  { until, by }: SeasonActionOptions,
): Promise<SeasonActionResponse> => {
  const t = messages.backOffice.seasons.done;
  if (action !== 'purger') {
    await saveChange(deps, stayId, action);
    return { message: t[action], done: true, photosLeft: 0 };
  }
  const stay = await requireStay(deps, stayId);
  const photos = await deps.photos.listByStay(stay.id);
  const left = await deletePhotosUntil(deps, photos, { by, reason: 'purge' }, until);
  return left > 0
    ? { message: t.purgeGoesOn(left), done: false, photosLeft: left }
    : { message: t.purger, done: true, photosLeft: 0 };
};
