/**
 * The status update the stay list calls first: stays that ended long ago are switched off, so the
 * families' list keeps to current seasons. Running it twice switches nothing off twice.
 */

import type { z } from 'zod';
import { shouldArchive } from '#functions/domain/stay.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { messages } from '#shared/messages.js';
import type { updateStayStatusResponseSchema } from '#shared/schemas.js';

export interface ArchiveEndedStaysDeps {
  readonly stays: Pick<StayRepository, 'list' | 'deactivate'>;
  readonly clock: () => Date;
}

export const archiveEndedStays = async (
  deps: ArchiveEndedStaysDeps,
): Promise<z.infer<typeof updateStayStatusResponseSchema>> => {
  const now = deps.clock();
  const ended = (await deps.stays.list()).filter((stay) => shouldArchive(stay, now));
  await Promise.all(ended.map((stay) => deps.stays.deactivate(stay.id)));
  return { message: messages.api.statusUpdated, deactivated: ended.length };
};
