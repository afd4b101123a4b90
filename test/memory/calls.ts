/** Every call an in-memory stand-in received, in order, so tests can check what happened and when. */
export type Call = readonly [operation: string, ...args: unknown[]];
