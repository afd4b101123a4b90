/**
 * The mail log: one entry per message, written when it is queued and updated when it is sent or
 * fails. Administrators read it (newest first, paginated); locally the outbox shows it with bodies.
 */

import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type MailLogEntry, mailLogRecordSchema } from '#functions/domain/mail.js';
import type { MailLog } from '#functions/ports/stores/mail-log.js';
import { conditionHeld } from '../dynamo-pages.js';
import { decodeCursor, encodeCursor } from '../page-cursor.js';
import { parseStored } from './stored-record.js';

export type { MailLogEntry };

/** The partition of the `chronological` index: every entry is in it (see shared/resources.ts). */
const FEED = 'mail';

export const createMailLog = (dynamo: DynamoDBDocumentClient, table: string): MailLog => ({
  async get(id) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
    return answer.Item === undefined ? undefined : parseStored(mailLogRecordSchema, answer.Item, table);
  },
  async recordQueued(entry) {
    await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: { ...entry, feed: FEED, status: 'en_file' } satisfies MailLogEntry,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      ),
    );
  },
  markSent(id, at) {
    return conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET #status = :sent, sent_at = :at ADD attempts :one REMOVE #error',
          ConditionExpression: '#status <> :sent',
          ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
          ExpressionAttributeValues: { ':sent': 'envoye', ':at': at.toISOString(), ':one': 1 },
        }),
      ),
    );
  },
  async markFailed(id, message, at) {
    await conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET #status = :failed, #error = :message, failed_at = :at ADD attempts :one',
          ConditionExpression: '#status <> :sent',
          ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
          ExpressionAttributeValues: {
            ':failed': 'echec',
            ':sent': 'envoye',
            ':message': message,
            ':at': at.toISOString(),
            ':one': 1,
          },
        }),
      ),
    );
  },
  async list({ limit, cursor, stageId: stayId }) {
    // The key of an index page: the table's key plus the index's own (see shared/resources.ts).
    const partition = stayId ? { name: 'stageId', value: stayId } : { name: 'feed', value: FEED };
    const start = decodeCursor(cursor, partition, ['id', 'queued_at']);
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: table,
        IndexName: stayId ? 'by-stage' : 'chronological',
        KeyConditionExpression: stayId ? 'stageId = :key' : 'feed = :key',
        ExpressionAttributeValues: { ':key': stayId ?? FEED },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    const next = encodeCursor(answer.LastEvaluatedKey);
    const items = (answer.Items ?? []).map((item) => parseStored(mailLogRecordSchema, item, table));
    return { items, ...(next ? { next } : {}) };
  },
});
