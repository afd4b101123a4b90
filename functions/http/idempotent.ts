/**
 * The HTTP side of idempotent creates: the Idempotency-Key header, checked here, and the answer
 * replayed with its status. Claiming and replaying is the createOnce use case. Without the header
 * the create simply runs (older clients, scripts).
 */

import type { ApiDeps } from '#functions/composition/api.js';
import { createOnce } from '#functions/services/idempotency/create-once.js';
import { ServiceError } from '#functions/services/service-error.js';
import { IDEMPOTENCY_KEY_PATTERN } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';

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
  const { key } = request;
  if (key === undefined) return run();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ServiceError('invalid', messages.api.invalidIdempotencyKey);
  return createOnce(deps, { action: request.routeId, key, caller: request.caller, body: request.body }, run);
};
