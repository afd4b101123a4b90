/**
 * Counts a stay's families again after they changed, and records the count on the stay, so that
 * the list of stays with families and a page of families read the stays alone instead of every
 * family of the season.
 */
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { StayStore } from '#functions/ports/stores/stays.js';

export interface RecountFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'recount'>;
  readonly stays: Pick<StayStore, 'setFamilyCount'>;
}

/** The counts recorded, by stay. */
export const recountFamilies = async (
  deps: RecountFamiliesDeps,
  stayIds: Iterable<string>,
): Promise<Map<string, number>> =>
  new Map(
    await Promise.all(
      [...new Set(stayIds)].map(async (stayId): Promise<[string, number]> => {
        const count = await deps.participants.recount(stayId);
        await deps.stays.setFamilyCount(stayId, count);
        return [stayId, count];
      }),
    ),
  );
