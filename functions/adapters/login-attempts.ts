/**
 * Failed sign-in counters in DynamoDB, one item per (stay or account, address). The item expires by
 * TTL; reads also check the window themselves because TTL deletion lags.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../../shared/limits.js';
import { isConditionFailure } from './dynamo-pages.js';

export interface LoginThrottle {
  /** Seconds until the key may try again, or 0 when it may try now. */
  lockedFor(key: string, now: Date): Promise<number>;
  recordFailure(key: string, now: Date): Promise<void>;
  reset(key: string): Promise<void>;
}

interface AttemptItem {
  readonly key: string;
  readonly failures: number;
  readonly window_start: number;
  readonly locked_until?: number;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const createLoginThrottle = (dynamo: DynamoDBDocumentClient, table: string): LoginThrottle => ({
  async lockedFor(key, now) {
    const answer = await dynamo.send(
      new GetCommand({ TableName: table, Key: { key }, ConsistentRead: true }),
    );
    const item = answer.Item as AttemptItem | undefined;
    const lockedUntil = item?.locked_until ?? 0;
    return Math.max(0, lockedUntil - seconds(now));
  },
  async recordFailure(key, now) {
    const t = seconds(now);
    const windowOpen = t - LOGIN_WINDOW_SECONDS;
    try {
      // Within the current window: count one more failure, and lock on reaching the limit.
      const answer = await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { key },
          UpdateExpression: 'ADD failures :one SET expires_at = :expires',
          ConditionExpression: 'window_start > :windowOpen',
          ExpressionAttributeValues: {
            ':one': 1,
            ':windowOpen': windowOpen,
            ':expires': t + LOGIN_WINDOW_SECONDS + LOGIN_LOCK_SECONDS,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = answer.Attributes as AttemptItem | undefined;
      if (item && item.failures >= LOGIN_MAX_FAILURES && (item.locked_until ?? 0) < t) {
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { key },
            UpdateExpression: 'SET locked_until = :until, expires_at = :expires',
            ExpressionAttributeValues: {
              ':until': t + LOGIN_LOCK_SECONDS,
              ':expires': t + LOGIN_LOCK_SECONDS,
            },
          }),
        );
      }
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // No item, or its window is over: start a new window with this failure.
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { key },
          UpdateExpression:
            'SET failures = :one, window_start = :now, expires_at = :expires REMOVE locked_until',
          ExpressionAttributeValues: { ':one': 1, ':now': t, ':expires': t + LOGIN_WINDOW_SECONDS },
        }),
      );
    }
  },
  async reset(key) {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { key },
        UpdateExpression: 'SET failures = :zero REMOVE locked_until',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  },
});
