/**
 * Runs a create once per request key. The first request claims the key before anything is created;
 * a repeat of the same request (a double click, a retry after a lost answer) gets the first answer
 * back instead of creating a second record, or a conflict while the first has not finished. A create
 * that was refused or failed created nothing: its claim is released, so the same request may be
 * tried again.
 */

import { createHash } from 'node:crypto';
import type { StoredAnswer } from '#functions/domain/create-request.js';
import type { CreateRequests } from '#functions/ports/stores/create-requests.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface CreateOnceDeps {
  readonly createRequests: CreateRequests;
  readonly clock: () => Date;
}

/**
 * What makes two requests the same: the action, who asks, the key they sent, and what they sent. The
 * same key on another request (another form content) is another create.
 */
export interface CreateRequest {
  readonly action: string;
  readonly key: string;
  readonly caller: unknown;
  readonly body: unknown;
}

/** The answer of `create`, or the stored answer of the first of the same requests. */
export const createOnce = async <A extends StoredAnswer>(
  deps: CreateOnceDeps,
  request: CreateRequest,
  create: () => Promise<A>,
): Promise<A | StoredAnswer> => {
  const claimKey = createHash('sha256')
    .update(JSON.stringify([request.action, request.caller, request.key, request.body]))
    .digest('hex');
  const claim = await deps.createRequests.claim(claimKey, deps.clock());
  if (claim.kind === 'done') return claim.answer;
  if (claim.kind === 'in-flight') throw new ServiceError('conflict', messages.api.requestInFlight);
  let answer: A;
  try {
    answer = await create();
  } catch (error) {
    await deps.createRequests.release(claimKey);
    throw error;
  }
  await deps.createRequests.complete(claimKey, { status: answer.status, body: answer.body }, deps.clock());
  return answer;
};
