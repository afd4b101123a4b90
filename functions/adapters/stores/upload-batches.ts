/**
 * The upload-batches table: one item per stay and trainer session, holding when the batch's newest
 * photo was processed (`last_photo_at`), the batch end a check is announcing and until when
 * (`claimed_for`, `claimed_until`, epoch ms), and the end whose mail is queued (`announced_for`).
 * Every write is conditional, so photos processed in parallel, and checks delivered twice or run
 * again after a failure, announce each batch end once. The only module that writes the table.
 */

import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type BatchEnd, batchExpiresAt } from '#functions/domain/upload-batch.js';
import type { UploadBatchStore } from '#functions/ports/stores/upload-batches.js';
import { conditionHeld } from '../dynamo-pages.js';

export const createUploadBatchStore = (dynamo: DynamoDBDocumentClient, table: string): UploadBatchStore => {
  const update = (
    { stageId: stayId, uploader }: BatchEnd,
    input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
  ): Promise<boolean> =>
    conditionHeld(
      dynamo.send(new UpdateCommand({ TableName: table, Key: { stageId: stayId, uploader }, ...input })),
    );

  return {
    touch(end) {
      return update(end, {
        UpdateExpression: 'SET last_photo_at = :at, expires_at = :expires',
        // ISO times of one format sort as the instants they name.
        ConditionExpression: 'attribute_not_exists(last_photo_at) OR last_photo_at < :at',
        ExpressionAttributeValues: { ':at': end.at, ':expires': batchExpiresAt(new Date(end.at)) },
      });
    },
    claim(end, now, until) {
      return update(end, {
        UpdateExpression: 'SET claimed_for = :at, claimed_until = :until',
        ConditionExpression:
          'last_photo_at = :at AND (attribute_not_exists(announced_for) OR announced_for <> :at) AND ' +
          '(attribute_not_exists(claimed_until) OR claimed_for <> :at OR claimed_until < :now)',
        ExpressionAttributeValues: { ':at': end.at, ':until': until.getTime(), ':now': now.getTime() },
      });
    },
    async finish(end) {
      await update(end, {
        UpdateExpression: 'SET announced_for = :at REMOVE claimed_for, claimed_until',
        ConditionExpression: 'claimed_for = :at',
        ExpressionAttributeValues: { ':at': end.at },
      });
    },
    async release(end) {
      await update(end, {
        UpdateExpression: 'REMOVE claimed_for, claimed_until',
        ConditionExpression: 'claimed_for = :at',
        ExpressionAttributeValues: { ':at': end.at },
      });
    },
  };
};
