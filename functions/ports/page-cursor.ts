/**
 * What a paginated list answers to a cursor it did not hand out. The lists' ports promise it, the
 * stores throw it and the HTTP app turns it into a 400: it is declared here, beside the ports, so
 * that none of them has to reach into an adapter for it.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid page cursor');
    this.name = 'InvalidCursorError';
  }
}
