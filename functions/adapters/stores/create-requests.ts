/**
 * Claims of create requests, by the hash of the request (see the createOnce use case). A claim is
 * taken with a conditional write, so of two identical requests at the same moment only one wins; it
 * is in flight for a short while, then done with the first answer for a day. Items expire by TTL,
 * and an expired claim counts as absent here because TTL deletion lags.
 */

import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CreateRequestRecord,
  createRequestRecordSchema,
  type StoredAnswer,
} from '#functions/domain/create-request.js';
import type { CreateRequests } from '#functions/ports/stores/create-requests.js';
import { conditionHeld } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export type { StoredAnswer };

/** Longer than any create takes; a claim older than this was left by a request that died. */
const IN_FLIGHT_SECONDS = 120;
/** How long a finished request is remembered. */
const DONE_SECONDS = 24 * 3600;

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const createCreateRequests = (dynamo: DynamoDBDocumentClient, table: string): CreateRequests => ({
  async claim(key, now) {
    const t = seconds(now);
    const claimed = await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: { key, state: 'in-flight', expires_at: t + IN_FLIGHT_SECONDS } satisfies CreateRequestRecord,
          // TTL deletion lags: an expired item counts as absent.
          ConditionExpression: 'attribute_not_exists(#key) OR expires_at < :now',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':now': t },
        }),
      ),
    );
    if (claimed) return { kind: 'first' };
    const found = await dynamo.send(new GetCommand({ TableName: table, Key: { key }, ConsistentRead: true }));
    const item =
      found.Item === undefined ? undefined : parseStored(createRequestRecordSchema, found.Item, table);
    if (item?.state === 'done' && item.answer) return { kind: 'done', answer: item.answer };
    return { kind: 'in-flight' };
  },
  async complete(key, answer, now) {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: {
          key,
          state: 'done',
          answer,
          expires_at: seconds(now) + DONE_SECONDS,
        } satisfies CreateRequestRecord,
      }),
    );
  },
  async release(key) {
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { key } }));
  },
});
