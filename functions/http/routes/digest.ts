/** The families' photo digest: one-click unsubscription with the signed link of a mail. */
import { unsubscribeFromDigest } from '#functions/services/digest/unsubscribe-from-digest.js';
import type { RouteHandlers } from '../route-handler.js';

export const digestHandlers: RouteHandlers<'unsubscribeDigest'> = {
  async unsubscribeDigest({ query }, deps) {
    return { body: await unsubscribeFromDigest(deps, query.token) };
  },
};
