/**
 * The participants table (stagiaires: one family account per child and stay). This module is the
 * only one that reads or writes it: the back-office, trainers' edits, imports, evaluations and the
 * expiry reminder all go through the store built here. Each item also holds `ordre`, its place in
 * its stay's alphabetical list, so that a page of a stay of thousands is one Query on `by-name`.
 */

import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nameOrder, type ParticipantRecord, participantRecordSchema } from '#functions/domain/people.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { createPeopleTable } from './people-table.js';
import { parseStored } from './stored-record.js';

type Key = Record<string, unknown>;

/** Families given their sort key at the same time, when a stay's older families get theirs. */
const PLACED_AT_ONCE = 25;

/** The cursor is the last family's sort key, in base64url so that it travels in a query string. */
const encodeAfter = (ordre: string): string => Buffer.from(ordre, 'utf8').toString('base64url');

/** A key this store wrote: three parts (names and id) within an index key's 1,024 bytes. */
const decodeAfter = (cursor: string): string => {
  const ordre = Buffer.from(cursor, 'base64url').toString('utf8');
  const parts = ordre.split('\t');
  if (parts.length !== 3 || !parts[2] || Buffer.byteLength(ordre, 'utf8') > 1024)
    throw new InvalidCursorError();
  return ordre;
};

export const createParticipantStore = (dynamo: DynamoDBDocumentClient, table: string): ParticipantStore => {
  const people = createPeopleTable(dynamo, table, participantRecordSchema, (item) => ({
    ...item,
    ordre: nameOrder(item),
  }));
  const ofStay = (stayId: string) => ({
    TableName: table,
    KeyConditionExpression: 'stageId = :stageId',
    ExpressionAttributeValues: { ':stageId': stayId },
  });
  const count = async (stayId: string, index: 'by-stage' | 'by-name'): Promise<number> => {
    let total = 0;
    let start: Key | undefined;
    do {
      const answer = await dynamo.send(
        new QueryCommand({ ...ofStay(stayId), IndexName: index, Select: 'COUNT', ExclusiveStartKey: start }),
      );
      total += answer.Count ?? 0;
      start = answer.LastEvaluatedKey;
    } while (start);
    return total;
  };
  const placeUnsorted = async (stayId: string): Promise<void> => {
    const unsorted = await queryAll<unknown>(dynamo, {
      ...ofStay(stayId),
      IndexName: 'by-stage',
      FilterExpression: 'attribute_not_exists(ordre)',
    });
    const place = (item: unknown) => {
      const record = parseStored(participantRecordSchema, item, table);
      // Only the key is written: an edit made meanwhile is kept, a family removed meanwhile stays gone.
      return conditionHeld(
        dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { id: record.id },
            UpdateExpression: 'SET ordre = :ordre',
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeValues: { ':ordre': nameOrder(record) },
          }),
        ),
      );
    };
    // A few at a time in parallel, so that a stay of thousands is placed within one request.
    for (let start = 0; start < unsorted.length; start += PLACED_AT_ONCE) {
      await Promise.all(unsorted.slice(start, start + PLACED_AT_ONCE).map(place));
    }
  };
  /** Walks past `skip` families reading their keys only, and answers where the page starts. */
  const startAfter = async (stayId: string, skip: number): Promise<Key | undefined> => {
    let start: Key | undefined;
    for (let left = skip; left > 0; ) {
      const answer = await dynamo.send(
        new QueryCommand({
          ...ofStay(stayId),
          IndexName: 'by-name',
          ProjectionExpression: 'id, stageId, ordre',
          Limit: left,
          ExclusiveStartKey: start,
        }),
      );
      left -= answer.Count ?? 0;
      start = answer.LastEvaluatedKey;
      if (!start) return undefined;
    }
    return start;
  };
  return {
    ...people,
    async recount(stayId) {
      const [total, sorted] = await Promise.all([count(stayId, 'by-stage'), count(stayId, 'by-name')]);
      if (sorted < total) await placeUnsorted(stayId);
      return total;
    },
    async pageByStay(stayId, { pageSize, after, skip = 0 }) {
      let start: Key | undefined;
      if (after === undefined && skip > 0) {
        start = await startAfter(stayId, skip);
        if (!start) return { items: [] };
      }
      const query =
        after === undefined
          ? ofStay(stayId)
          : {
              TableName: table,
              KeyConditionExpression: 'stageId = :stageId AND ordre > :after',
              ExpressionAttributeValues: { ':stageId': stayId, ':after': decodeAfter(after) },
            };
      const items: ParticipantRecord[] = [];
      let last: string | undefined;
      do {
        const answer = await dynamo.send(
          new QueryCommand({
            ...query,
            IndexName: 'by-name',
            Limit: pageSize - items.length,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of answer.Items ?? []) {
          items.push(parseStored(participantRecordSchema, item, table));
          last = (item as { ordre?: string }).ordre;
        }
        start = answer.LastEvaluatedKey;
      } while (start && items.length < pageSize);
      return start && last !== undefined ? { items, next: encodeAfter(last) } : { items };
    },
    async addressesByStay(stayId) {
      const items = await queryAll<{ email?: unknown }>(dynamo, {
        ...ofStay(stayId),
        IndexName: 'by-stage',
        ProjectionExpression: 'email',
      });
      return items.map((item) => (typeof item.email === 'string' ? item.email : ''));
    },
  };
};
