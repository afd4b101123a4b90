/**
 * Idempotent creates: a request that carries an Idempotency-Key claims it with a conditional write
 * before anything is created; a repeat of the same request (double click, retry after a lost answer)
 * finds the claim and gets the first answer back instead of creating a second record. A claim whose
 * request failed is released, so the user may try again; an abandoned claim lapses after a while.
 */
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './dynamo-pages.js';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type Claim =
  | { readonly kind: 'first' }
  | { readonly kind: 'done'; readonly answer: StoredAnswer }
  | { readonly kind: 'in-flight' };

export interface CreateRequests {
  claim(key: string, now: Date): Promise<Claim>;
  complete(key: string, answer: StoredAnswer, now: Date): Promise<void>;
  release(key: string): Promise<void>;
}

/** Longer than any create takes; a claim older than this was left by a request that died. */
const IN_FLIGHT_SECONDS = 120;
/** How long a finished request is remembered. */
const DONE_SECONDS = 24 * 3600;

interface RequestItem {
  readonly key: string;
  readonly state: 'in-flight' | 'done';
  readonly answer?: StoredAnswer;
  readonly expires_at: number;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const createCreateRequests = (dynamo: DynamoDBDocumentClient, table: string): CreateRequests => ({
  async claim(key, now) {
    const t = seconds(now);
    try {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: { key, state: 'in-flight', expires_at: t + IN_FLIGHT_SECONDS } satisfies RequestItem,
          // TTL deletion lags: an expired item counts as absent.
          ConditionExpression: 'attribute_not_exists(#key) OR expires_at < :now',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':now': t },
        }),
      );
      return { kind: 'first' };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const found = await dynamo.send(new GetCommand({ TableName: table, Key: { key }, ConsistentRead: true }));
    const item = found.Item as RequestItem | undefined;
    if (item?.state === 'done' && item.answer) return { kind: 'done', answer: item.answer };
    return { kind: 'in-flight' };
  },
  async complete(key, answer, now) {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { key, state: 'done', answer, expires_at: seconds(now) + DONE_SECONDS } satisfies RequestItem,
      }),
    );
  },
  async release(key) {
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { key } }));
  },
});
