/**
 * Runs a create once per Idempotency-Key: the claim is keyed by the route, the caller, the key and
 * the request body, so the same key on another request (another form content) is another create.
 * Without the header the create simply runs (older clients, scripts).
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/api-routes.js';
import { messages } from '../../shared/messages.js';
import type { StoredAnswer } from '../adapters/create-requests.js';
import type { ApiDeps } from '../composition/api.js';
import { ServiceError } from '../services/service-error.js';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

export const idempotently = async (
  deps: ApiDeps,
  request: {
    readonly routeId: string;
    readonly key: string | undefined;
    readonly caller: unknown;
    readonly body: unknown;
  },
  run: () => Promise<Answer>,
): Promise<Answer> => {
  if (request.key === undefined) return run();
  if (!IDEMPOTENCY_KEY_PATTERN.test(request.key))
    throw new ServiceError('invalid', messages.api.invalidIdempotencyKey);
  const claimKey = createHash('sha256')
    .update(JSON.stringify([request.routeId, request.caller, request.key, request.body]))
    .digest('hex');
  const claim = await deps.createRequests.claim(claimKey, deps.clock());
  if (claim.kind === 'done') return claim.answer;
  if (claim.kind === 'in-flight') throw new ServiceError('conflict', messages.api.requestInFlight);
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    // A refused or failed create created nothing: the same request may be tried again.
    await deps.createRequests.release(claimKey);
    throw error;
  }
  const stored: StoredAnswer = { status: answer.status, body: answer.body };
  await deps.createRequests.complete(claimKey, stored, deps.clock());
  return answer;
};
