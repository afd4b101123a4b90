/**
 * Why a use case refused, said in the portal's words rather than in HTTP's: the kind decides how the
 * caller is answered (one mapping in `http/error-answer.ts`), the message is the French sentence the
 * user reads. Use cases throw it; nothing below them knows about HTTP.
 */
export type ServiceErrorKind =
  /** The request is malformed or breaks a rule of the portal. */
  | 'invalid'
  /** No identity, or one that is no longer valid. */
  | 'unauthenticated'
  /** A known caller asking for what their role or stay does not allow. */
  | 'forbidden'
  | 'not-found'
  /** The thing changed meanwhile, or already exists. */
  | 'conflict'
  | 'too-large'
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  | 'too-many-attempts'
  /** The portal could not do it (storage refused): nothing the user did wrong. */
  | 'failed';

export interface ServiceErrorExtra {
  /** Every problem found, for the developer; the message names the first for the user. */
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  /** For a missing or rejected token: the scheme the caller must sign in with, and why it failed. */
  readonly challenge?: string;
}

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly extra: ServiceErrorExtra = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
