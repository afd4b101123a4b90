/**
 * Set-up shared by every test of one file: made before the first test, ended after the last. The
 * view it returns reads the made value's fields, inside tests only.
 */
import { afterAll, beforeAll } from 'vitest';

export const fileFixture = <T extends object>(
  make: () => Promise<T>,
  end: (made: T) => Promise<void> | void,
): T => {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await end(made);
  });
  return new Proxy({} as T, {
    get: (_, field) => {
      if (!made) throw new Error('The set-up is made before the first test: read it inside a test.');
      return Reflect.get(made, field);
    },
  });
};
