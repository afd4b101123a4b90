/** An error that is an answer: a status and a French message for the user. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
