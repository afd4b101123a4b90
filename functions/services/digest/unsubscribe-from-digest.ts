/**
 * A family leaves a stay's photo digests with the signed link of one of them: the next run of the
 * digest reads the mark and sends that family nothing more for the stay. Repeating it is harmless.
 */

import type { StayRecord } from '#functions/domain/stay.js';
import type { UnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface UnsubscribeFromDigestDeps {
  readonly unsubscribeTokens: Pick<UnsubscribeTokens, 'verify'>;
  readonly photoDigests: Pick<PhotoDigestStore, 'unsubscribe'>;
  readonly stays: { get(id: string): Promise<StayRecord | undefined> };
  readonly clock: () => Date;
}

export const unsubscribeFromDigest = async (
  deps: UnsubscribeFromDigestDeps,
  token: string,
): Promise<{ message: string; nom_stage?: string }> => {
  const subscription = await deps.unsubscribeTokens.verify(token);
  if (!subscription) throw new ServiceError('invalid', messages.photoDigest.invalidLink);
  const stay = await deps.stays.get(subscription.stageId);
  // A deleted stay sends nothing any more: nothing to record.
  if (!stay) return { message: messages.photoDigest.stayGone };
  await deps.photoDigests.unsubscribe(subscription.stageId, subscription.address, deps.clock());
  return { message: messages.photoDigest.done(stay.nom_stage), nom_stage: stay.nom_stage };
};
