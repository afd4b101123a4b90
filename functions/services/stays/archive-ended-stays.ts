/**
 * The status update the stay list calls first: stays that ended long ago are switched off, so the
 * families' list keeps to current seasons. Running it twice switches nothing off twice.
 */

import type { z } from 'zod';
import { shouldArchive } from '#functions/domain/stage.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { messages } from '#shared/messages.js';
import type { updateStageStatusResponseSchema } from '#shared/schemas.js';

export interface ArchiveEndedStaysDeps {
  readonly stages: Pick<StayRepository, 'list' | 'deactivate'>;
  readonly clock: () => Date;
}

export const archiveEndedStays = async (
  deps: ArchiveEndedStaysDeps,
): Promise<z.infer<typeof updateStageStatusResponseSchema>> => {
  const now = deps.clock();
  const ended = (await deps.stages.list()).filter((stage) => shouldArchive(stage, now));
  await Promise.all(ended.map((stage) => deps.stages.deactivate(stage.id)));
  return { message: messages.api.statusUpdated, deactivated: ended.length };
};
