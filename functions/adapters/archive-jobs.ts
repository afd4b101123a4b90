/** Zip archive records (table archives) and their jobs on the archive queue. */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ArchiveItem } from '../domain/archive.js';

export type ArchiveState = 'en_cours' | 'prete' | 'echec';

export interface ArchiveRecord {
  readonly archiveId: string;
  readonly stageId: string;
  readonly items: readonly ArchiveItem[];
  readonly fileName: string;
  readonly key: string;
  readonly status: ArchiveState;
  readonly done: number;
  readonly total: number;
  readonly requested_at: string;
  /** Epoch seconds: TTL of the record, with the archive's lifecycle expiry. */
  readonly expires_at: number;
}

export interface ArchiveJobs {
  get(archiveId: string): Promise<ArchiveRecord | undefined>;
  /** Records the (re)started archive and puts its job on the queue. */
  start(record: ArchiveRecord): Promise<void>;
  progress(archiveId: string, done: number): Promise<void>;
  finish(archiveId: string, status: 'prete' | 'echec'): Promise<void>;
}

export const createArchiveJobs = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  sqs: SQSClient,
  queueUrl: string,
): ArchiveJobs => {
  const set = async (archiveId: string, update: string, values: Record<string, unknown>) => {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { archiveId },
        UpdateExpression: update,
        ConditionExpression: 'attribute_exists(archiveId)',
        ...(update.includes('#status') ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: values,
      }),
    );
  };
  return {
    async get(archiveId) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { archiveId } }));
      return answer.Item as ArchiveRecord | undefined;
    },
    async start(record) {
      await dynamo.send(new PutCommand({ TableName: table, Item: record }));
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify({ archiveId: record.archiveId }),
        }),
      );
    },
    async progress(archiveId, done) {
      await set(archiveId, 'SET done = :done', { ':done': done });
    },
    async finish(archiveId, status) {
      await set(archiveId, 'SET #status = :status', { ':status': status });
    },
  };
};
