import { describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import { parseStored } from './stored-record.js';

const schema = z.object({ id: z.string(), done: z.number() });

describe('parseStored', () => {
  it('gives the item as its record type, without attributes the schema does not name', () => {
    expect(parseStored(schema, { id: 'a', done: 2, extra: true }, 'archives')).toEqual({ id: 'a', done: 2 });
  });

  it('fails on an item that does not match as a fault of the portal, not as bad input', () => {
    // Act
    const failure = (() => {
      try {
        return parseStored(schema, { id: 'a', done: '2' }, 'archives');
      } catch (error) {
        return error;
      }
    })();
    // Assess: a ZodError would reach the caller as a 400 with the record's fields
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ZodError);
    expect((failure as Error).message).toContain('archives');
    expect((failure as Error).cause).toBeInstanceOf(ZodError);
  });
});
