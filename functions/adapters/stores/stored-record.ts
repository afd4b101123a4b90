/**
 * An item read from a table, checked against its record schema. An item that does not match is the
 * portal's fault (an old or broken write), never the caller's: it fails as a plain error, answered
 * 500 and logged, and not as the schema error the API would answer as bad input (400).
 */
import { prettifyError, type z } from 'zod';

export const parseStored = <T>(schema: z.ZodType<T>, item: unknown, table: string): T => {
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    throw new Error(`Unreadable item in table ${table}: ${prettifyError(parsed.error)}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
};
