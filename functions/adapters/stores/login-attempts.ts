/**
 * Sign-in budgets in DynamoDB, one item per bucket with a fixed window opened by its first write:
 *
 * - a caller's budget for one stay or account (`stay#id@address`): `used` counts the failures and the
 *   checks in progress, `failures` the failures alone. A check takes a place with a conditional update
 *   BEFORE the password is compared, so parallel guesses cannot all be checked while the count lags
 *   behind; a right password gives its place back, a wrong one keeps it as a failure;
 * - a stay's or account's total of failures from everywhere (`stay#id`), which never refuses anyone
 *   and only tells when the stay is being guessed at from many addresses.
 *
 * Items expire by TTL; the window is also checked here because TTL deletion lags.
 */

import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type LoginAttemptRecord, loginAttemptRecordSchema } from '#functions/domain/login-attempt.js';
import type { CheckPlace, LoginThrottle } from '#functions/ports/stores/login-attempts.js';
import { LOGIN_WINDOW_SECONDS } from '#shared/limits.js';
import { conditionHeld, isConditionFailure } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Enough for two callers racing to open a new window; a third round never happens in practice. */
const MAX_ROUNDS = 4;

export const createLoginThrottle = (dynamo: DynamoDBDocumentClient, table: string): LoginThrottle => {
  const parsed = (item: Record<string, unknown> | undefined): LoginAttemptRecord | undefined =>
    item === undefined ? undefined : parseStored(loginAttemptRecordSchema, item, table);

  /** Opens a new window on `key` holding `fields`, unless a current one exists. */
  const openWindow = (key: string, t: number, fields: Record<string, number>): Promise<boolean> => {
    const names = Object.keys(fields);
    return conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { key },
          UpdateExpression: `SET ${names.map((n) => `${n} = :${n}`).join(', ')}, window_start = :now, expires_at = :expires`,
          ConditionExpression: 'attribute_not_exists(window_start) OR window_start <= :windowOpen',
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])),
            ':now': t,
            ':windowOpen': t - LOGIN_WINDOW_SECONDS,
            ':expires': t + LOGIN_WINDOW_SECONDS,
          },
        }),
      ),
    );
  };

  /** Changes a counter of the window that opened at `windowStart`; a later window owes nothing. */
  const adjust = (key: string, windowStart: number, expression: string, condition?: string) =>
    conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { key },
          UpdateExpression: expression,
          ConditionExpression: ['window_start = :start', ...(condition ? [condition] : [])].join(' AND '),
          ExpressionAttributeValues: {
            ':one': 1,
            ':start': windowStart,
            ...(condition ? { ':zero': 0 } : {}),
          },
        }),
      ),
    );

  const placeIn = (key: string, windowStart: number): CheckPlace => ({
    release: async () => {
      await adjust(key, windowStart, 'SET used = used - :one', 'used > :zero');
    },
    keep: async () => {
      await adjust(key, windowStart, 'SET failures = failures + :one');
    },
  });

  return {
    async takePlace(key, limit, now) {
      const t = seconds(now);
      const windowOpen = t - LOGIN_WINDOW_SECONDS;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        try {
          const answer = await dynamo.send(
            new UpdateCommand({
              TableName: table,
              Key: { key },
              UpdateExpression: 'SET used = used + :one',
              ConditionExpression: 'window_start > :windowOpen AND used < :limit',
              ExpressionAttributeValues: { ':one': 1, ':windowOpen': windowOpen, ':limit': limit },
              ReturnValues: 'ALL_NEW',
            }),
          );
          return { kind: 'taken', place: placeIn(key, parsed(answer.Attributes)?.window_start ?? t) };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        // No item, or its window is over: open a new window holding this check.
        if (await openWindow(key, t, { used: 1, failures: 0 }))
          return { kind: 'taken', place: placeIn(key, t) };
        // The window is current: full, busy, or opened by another caller between our two writes.
        const read = await dynamo.send(
          new GetCommand({ TableName: table, Key: { key }, ConsistentRead: true }),
        );
        const item = parsed(read.Item);
        const start = item?.window_start;
        if (start === undefined || start <= windowOpen) continue;
        if ((item?.failures ?? 0) >= limit) {
          return { kind: 'full', retryAfter: Math.max(1, start + LOGIN_WINDOW_SECONDS - t) };
        }
        if ((item?.used ?? 0) >= limit) return { kind: 'busy' };
      }
      // Still contended after several rounds: the caller waits as for checks in progress.
      return { kind: 'busy' };
    },

    async countFailure(key, now) {
      const t = seconds(now);
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const added = await conditionHeld(
          dynamo.send(
            new UpdateCommand({
              TableName: table,
              Key: { key },
              UpdateExpression: 'SET failures = failures + :one',
              ConditionExpression: 'window_start > :windowOpen',
              ExpressionAttributeValues: { ':one': 1, ':windowOpen': t - LOGIN_WINDOW_SECONDS },
            }),
          ),
        );
        if (added || (await openWindow(key, t, { failures: 1 }))) return;
      }
    },

    async failures(key, now) {
      const read = await dynamo.send(new GetCommand({ TableName: table, Key: { key } }));
      const item = parsed(read.Item);
      const current = item !== undefined && item.window_start > seconds(now) - LOGIN_WINDOW_SECONDS;
      return current ? item.failures : 0;
    },
  };
};
