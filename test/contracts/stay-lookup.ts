/**
 * What the read side of the stays store answers, over DynamoDB and over the fixed list that unit
 * tests hand to use cases which only read stays.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { aStay } from '../fixtures/stay-records.js';

export type StayLookup = Pick<StayRepository, 'get' | 'list' | 'getMany'>;

/** A lookup that knows these stays, besides any others. */
export type MakeStayLookup = (stays: readonly StayRecord[]) => Promise<StayLookup>;

export const describeStayLookupContract = (name: string, makeLookup: MakeStayLookup): void => {
  describe(`stay lookup contract: ${name}`, () => {
    it('answers each stay it knows, as stored, and nothing for another id', async () => {
      const [open, closed] = [aStay({ id: newId() }), aStay({ id: newId(), actif: 0 })];
      const lookup = await makeLookup([closed, open]);
      expect(await lookup.get(closed.id)).toEqual(closed);
      expect(await lookup.get(newId())).toBeUndefined();
      // Stays on come first, then stays off, whatever the order they were made in.
      const listed = (await lookup.list()).filter((stay) => stay.id === open.id || stay.id === closed.id);
      expect(listed).toEqual([open, closed]);
      const many = await lookup.getMany([closed.id, newId(), open.id, closed.id]);
      expect(many).toHaveLength(2);
      expect(many).toEqual(expect.arrayContaining([open, closed]));
      expect(await lookup.getMany([])).toEqual([]);
    });
  });
};
