/**
 * Sign-in budgets in DynamoDB, one item per bucket (a stay or account from one address, or a stay or
 * account from everywhere). A check is reserved with a conditional update BEFORE the password is
 * compared, so parallel guesses cannot all be checked while the counter lags behind: once a bucket
 * holds its limit within the window, nothing more is checked until the window ends. A success gives
 * its reservation back, so signing in never uses up anyone's budget. Items expire by TTL; the window
 * is also checked here because TTL deletion lags.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_WINDOW_SECONDS } from '../../../shared/limits.js';
import { type LoginAttemptRecord, loginAttemptRecordSchema } from '../../domain/login-attempt.js';
import { conditionHeld, isConditionFailure } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export interface ThrottleBucket {
  readonly key: string;
  /** Failures allowed in one window. */
  readonly limit: number;
}

export type Reservation =
  | { readonly ok: true /** Gives the checks back (the password was right). */; release(): Promise<void> }
  | { readonly ok: false /** Seconds until the full bucket's window ends. */; readonly retryAfter: number };

export interface LoginThrottle {
  /** One check in every bucket, all or none (a full bucket gives back what was taken). */
  reserve(buckets: readonly ThrottleBucket[], now: Date): Promise<Reservation>;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Enough for two callers racing to open a new window; a third round never happens in practice. */
const MAX_ROUNDS = 4;

export const createLoginThrottle = (dynamo: DynamoDBDocumentClient, table: string): LoginThrottle => {
  const parsed = (item: Record<string, unknown> | undefined): LoginAttemptRecord | undefined =>
    item === undefined ? undefined : parseStored(loginAttemptRecordSchema, item, table);

  /** The window the check was taken in, or the seconds to wait when the bucket is full. */
  const reserveOne = async (
    bucket: ThrottleBucket,
    t: number,
  ): Promise<{ windowStart: number } | { retryAfter: number }> => {
    const windowOpen = t - LOGIN_WINDOW_SECONDS;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      try {
        const answer = await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { key: bucket.key },
            UpdateExpression: 'SET failures = failures + :one',
            ConditionExpression: 'window_start > :windowOpen AND failures < :limit',
            ExpressionAttributeValues: { ':one': 1, ':windowOpen': windowOpen, ':limit': bucket.limit },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { windowStart: parsed(answer.Attributes)?.window_start ?? t };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // No item, or its window is over: open a new window holding this check.
      const opened = await conditionHeld(
        dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { key: bucket.key },
            UpdateExpression: 'SET failures = :one, window_start = :now, expires_at = :expires',
            ConditionExpression: 'attribute_not_exists(window_start) OR window_start <= :windowOpen',
            ExpressionAttributeValues: {
              ':one': 1,
              ':now': t,
              ':windowOpen': windowOpen,
              ':expires': t + LOGIN_WINDOW_SECONDS,
            },
          }),
        ),
      );
      if (opened) return { windowStart: t };
      // The window is current: either full, or another caller opened it between our two writes.
      const read = await dynamo.send(
        new GetCommand({ TableName: table, Key: { key: bucket.key }, ConsistentRead: true }),
      );
      const item = parsed(read.Item);
      const start = item?.window_start;
      if (start !== undefined && start > windowOpen && (item?.failures ?? 0) >= bucket.limit) {
        return { retryAfter: Math.max(1, start + LOGIN_WINDOW_SECONDS - t) };
      }
    }
    // Still contended after several rounds: refuse rather than check unthrottled.
    return { retryAfter: 1 };
  };

  const releaseOne = async (key: string, windowStart: number): Promise<void> => {
    // Only within the window the check was taken in: a new window owes nothing back.
    await conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { key },
          UpdateExpression: 'SET failures = failures - :one',
          ConditionExpression: 'window_start = :start AND failures > :zero',
          ExpressionAttributeValues: { ':one': 1, ':start': windowStart, ':zero': 0 },
        }),
      ),
    );
  };

  return {
    async reserve(buckets, now) {
      const t = seconds(now);
      const taken: { key: string; windowStart: number }[] = [];
      const releaseAll = async (): Promise<void> => {
        await Promise.all(taken.map((entry) => releaseOne(entry.key, entry.windowStart)));
      };
      for (const bucket of buckets) {
        const outcome = await reserveOne(bucket, t);
        if ('retryAfter' in outcome) {
          await releaseAll();
          return { ok: false, retryAfter: outcome.retryAfter };
        }
        taken.push({ key: bucket.key, windowStart: outcome.windowStart });
      }
      return { ok: true, release: releaseAll };
    },
  };
};
