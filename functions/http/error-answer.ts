/**
 * The one place where a refusal becomes an HTTP answer. The record below is exhaustive: a new kind of
 * ServiceError does not compile until it has a status.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import { ServiceError, type ServiceErrorKind } from '#functions/services/service-error.js';
import { messages } from '#shared/messages.js';

const statusOf = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many-attempts': 429,
  failed: 500,
} as const satisfies Record<ServiceErrorKind, ContentfulStatusCode>;

export interface ErrorAnswer {
  readonly status: (typeof statusOf)[ServiceErrorKind];
  readonly body: { readonly message: string; readonly details?: unknown };
  readonly headers: Record<string, string>;
}

/** Input that failed its schema: the first issue's message for the user, every issue for the developer. */
const fromValidation = (error: ZodError): ServiceError => {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ServiceError('invalid', issues[0]?.message ?? messages.api.invalidInput, { details: issues });
};

const asServiceError = (error: unknown): ServiceError | undefined => {
  if (error instanceof ServiceError) return error;
  if (error instanceof ZodError) return fromValidation(error);
  if (error instanceof InvalidCursorError) return new ServiceError('invalid', messages.api.invalidCursor);
  return undefined;
};

/** The answer for an expected refusal, or undefined for a fault the caller must log as a 500. */
export const errorAnswer = (error: unknown): ErrorAnswer | undefined => {
  const refusal = asServiceError(error);
  if (!refusal) return undefined;
  const { details, retryAfterSeconds, challenge } = refusal.extra;
  return {
    status: statusOf[refusal.kind],
    body: { message: refusal.message, ...(details === undefined ? {} : { details }) },
    headers: {
      ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
      ...(challenge === undefined ? {} : { 'WWW-Authenticate': challenge }),
    },
  };
};
