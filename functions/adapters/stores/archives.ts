/**
 * The archives table: one record per zip asked for, keyed by the selection's id, with the worker's
 * progress. The only module that writes the table; every record read is checked against its schema.
 *
 * The job on the archive queue is sent by another adapter (`archive-queue.ts`), not from here:
 * DynamoDB and SQS cannot change in one transaction, so keeping the two together would buy no
 * atomicity. What matters is their order, record first so the worker finds it, and the use case
 * that starts an archive keeps it.
 */

import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ArchiveRecord, archiveRecordSchema } from '#functions/domain/archive.js';
import type { ArchiveStore } from '#functions/ports/stores/archives.js';
import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';
import { conditionHeld } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

const DAY_SECONDS = 86_400;

/** The record goes with the zip itself, which the bucket's lifecycle rule removes after as many days. */
const expiresAt = (requestedAt: string): number =>
  Math.floor(Date.parse(requestedAt) / 1000) + ARCHIVE_RETENTION_DAYS * DAY_SECONDS;

export const createArchiveStore = (dynamo: DynamoDBDocumentClient, table: string): ArchiveStore => {
  const partPath = (part: number) => {
    if (!Number.isInteger(part) || part < 0) throw new Error(`Not a part index: ${part}`);
    return `parts[${part}]`;
  };
  return {
    async get(archiveId) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { archiveId } }));
      return answer.Item === undefined ? undefined : parseStored(archiveRecordSchema, answer.Item, table);
    },
    async start(archive) {
      const item: ArchiveRecord = { ...archive, expires_at: expiresAt(archive.requested_at) };
      // Optional fields left undefined are not written (the document client refuses undefined).
      const defined = Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined));
      await dynamo.send(new PutCommand({ TableName: table, Item: defined }));
    },
    async progress(archiveId, part, { done, written, at }) {
      const path = partPath(part);
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { archiveId },
          UpdateExpression: `SET ${path}.done = :done, ${path}.written = :written, updated_at = :at`,
          // Progress of an archive that expired meanwhile fails rather than writing a partial record.
          ConditionExpression: 'attribute_exists(archiveId)',
          ExpressionAttributeValues: { ':done': done, ':written': written, ':at': at },
        }),
      );
    },
    async partReady(archiveId, part, at) {
      const path = partPath(part);
      let answer: Record<string, unknown> | undefined;
      const marked = await conditionHeld(
        dynamo
          .send(
            new UpdateCommand({
              TableName: table,
              Key: { archiveId },
              UpdateExpression: `SET ${path}.#status = :ready, ${path}.done = ${path}.#count, updated_at = :at ADD ready :one`,
              ConditionExpression: `attribute_exists(archiveId) AND ${path}.#status <> :ready`,
              ExpressionAttributeNames: { '#status': 'status', '#count': 'count' },
              ExpressionAttributeValues: { ':ready': 'prete', ':at': at, ':one': 1 },
              ReturnValues: 'ALL_NEW',
            }),
          )
          .then((result) => {
            answer = result.Attributes;
          }),
      );
      if (!marked || !answer) return 'already';
      const record = parseStored(archiveRecordSchema, answer, table);
      if ((record.ready ?? 0) < (record.parts?.length ?? 1)) return 'part-ready';
      // The last part: the archive is ready, unless another part failed meanwhile (its retry finishes it).
      const finished = await conditionHeld(
        dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { archiveId },
            UpdateExpression: 'SET #status = :ready, done = #total',
            ConditionExpression: '#status = :building',
            // `total` is a reserved word of DynamoDB's expressions.
            ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
            ExpressionAttributeValues: { ':ready': 'prete', ':building': 'en_cours' },
          }),
        ),
      );
      return finished ? 'archive-ready' : 'part-ready';
    },
    async partFailed(archiveId, part, failure, at) {
      const path = partPath(part);
      // A part already built stays built: a late dead-lettered copy of its job changes nothing.
      await conditionHeld(
        dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { archiveId },
            UpdateExpression: `SET ${path}.#status = :failed, #status = :failed, failure = :failure, updated_at = :at`,
            ConditionExpression: `attribute_exists(archiveId) AND ${path}.#status <> :ready`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':failed': 'echec',
              ':ready': 'prete',
              ':failure': failure,
              ':at': at,
            },
          }),
        ),
      );
    },
  };
};
