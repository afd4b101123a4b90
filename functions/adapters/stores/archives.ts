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
import { ARCHIVE_RETENTION_DAYS } from '../../../shared/limits.js';
import { type ArchiveRecord, archiveRecordSchema } from '../../domain/archive.js';
import { parseStored } from './stored-record.js';

/** An archive to record: the store adds when the record goes. */
export type NewArchive = Omit<ArchiveRecord, 'expires_at'>;

export interface ArchiveStore {
  get(archiveId: string): Promise<ArchiveRecord | undefined>;
  /** Records a (re)started archive, in place of an earlier attempt at the same selection. */
  start(archive: NewArchive): Promise<void>;
  progress(archiveId: string, done: number): Promise<void>;
  finish(archiveId: string, status: 'prete' | 'echec'): Promise<void>;
}

const DAY_SECONDS = 86_400;

/** The record goes with the zip itself, which the bucket's lifecycle rule removes after as many days. */
const expiresAt = (requestedAt: string): number =>
  Math.floor(Date.parse(requestedAt) / 1000) + ARCHIVE_RETENTION_DAYS * DAY_SECONDS;

export const createArchiveStore = (dynamo: DynamoDBDocumentClient, table: string): ArchiveStore => {
  const set = async (archiveId: string, update: string, values: Record<string, unknown>) => {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { archiveId },
        UpdateExpression: update,
        // Progress of an archive that expired meanwhile fails rather than writing a partial record.
        ConditionExpression: 'attribute_exists(archiveId)',
        ...(update.includes('#status') ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: values,
      }),
    );
  };
  return {
    async get(archiveId) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { archiveId } }));
      return answer.Item === undefined ? undefined : parseStored(archiveRecordSchema, answer.Item, table);
    },
    async start(archive) {
      const { archiveId, stageId, items, fileName, key, status, done, total, requested_at } = archive;
      const item: ArchiveRecord = {
        archiveId,
        stageId,
        items,
        fileName,
        key,
        status,
        done,
        total,
        requested_at,
        expires_at: expiresAt(requested_at),
      };
      await dynamo.send(new PutCommand({ TableName: table, Item: item }));
    },
    async progress(archiveId, done) {
      await set(archiveId, 'SET done = :done', { ':done': done });
    },
    async finish(archiveId, status) {
      await set(archiveId, 'SET #status = :status', { ':status': status });
    },
  };
};
