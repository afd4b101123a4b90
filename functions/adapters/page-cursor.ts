/**
 * The opaque cursor of a paginated list: a DynamoDB LastEvaluatedKey in base64url JSON. Anything
 * can come back in a query string, so a cursor is only turned back into a start key when it has
 * exactly the key attributes of the index being read, with the partition value of this query:
 * anything else is an InvalidCursorError (a 400), never a malformed request to DynamoDB (a 500).
 */
import * as z from 'zod';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';

/** Key values DynamoDB accepts: non-empty strings well under its key size limits. */
const keyValue = z.string().min(1).max(400);

export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/**
 * The start key in `cursor`, checked against the key attributes of the index (`partition` with
 * the value this query reads, and `others`); undefined without a cursor.
 */
export const decodeCursor = (
  cursor: string | undefined,
  partition: { readonly name: string; readonly value: string },
  others: readonly string[],
): Record<string, string> | undefined => {
  if (cursor === undefined) return undefined;
  const shape = z
    .object({
      [partition.name]: z.literal(partition.value),
      ...Object.fromEntries(others.map((name) => [name, keyValue])),
    })
    .strict();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const parsed = shape.safeParse(decoded);
  if (!parsed.success) throw new InvalidCursorError();
  return parsed.data as Record<string, string>;
};
