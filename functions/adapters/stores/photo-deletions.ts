/** The photo deletion log, per stay (table photo-deletions): one entry per deleted photo. */

import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  DELETED_STAY_KEY,
  deletedStaySchema,
  photoDeletionRecordSchema,
} from '#functions/domain/photo-deletion.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import { seasonOf } from '#shared/season.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

/** The partition that lists the seasons having a deleted stay, one item per season. */
const SEASONS_PARTITION = '#saisons';

/**
 * Each deleted stay is also kept under its season's own partition (no stay id starts with '#'), so
 * that a season's attestation finds its deleted stays by key.
 */
const seasonPartition = (seasonKey: string): string => `#saison#${seasonKey}`;

export const createPhotoDeletionStore = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): PhotoDeletionStore => ({
  async record(entry) {
    await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: entry,
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      ),
    );
  },
  async listByStay(stayId) {
    const items = await queryAll<unknown>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :stageId',
      ExpressionAttributeValues: { ':stageId': stayId },
    });
    return items
      .filter((item) => (item as { photoId?: unknown }).photoId !== DELETED_STAY_KEY)
      .map((item) => parseStored(photoDeletionRecordSchema, item, table))
      .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
  },
  async recordStay(stay) {
    await dynamo.send(new PutCommand({ TableName: table, Item: { ...stay, photoId: DELETED_STAY_KEY } }));
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { ...stay, stageId: seasonPartition(seasonOf(stay.date_debut).key), photoId: stay.stageId },
      }),
    );
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { stageId: SEASONS_PARTITION, photoId: seasonOf(stay.date_debut).key },
      }),
    );
  },
  async getStay(stayId) {
    const answer = await dynamo.send(
      new GetCommand({
        TableName: table,
        Key: { stageId: stayId, photoId: DELETED_STAY_KEY },
        ConsistentRead: true,
      }),
    );
    return answer.Item === undefined ? undefined : parseStored(deletedStaySchema, answer.Item, table);
  },
  async listDeletedStaysOfSeason(seasonKey) {
    const items = await queryAll<Record<string, unknown>>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :season',
      ExpressionAttributeValues: { ':season': seasonPartition(seasonKey) },
    });
    return items.map((item) => parseStored(deletedStaySchema, { ...item, stageId: item.photoId }, table));
  },
  async listSeasonsWithDeletedStays() {
    const items = await queryAll<{ photoId?: unknown }>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :seasons',
      ExpressionAttributeValues: { ':seasons': SEASONS_PARTITION },
    });
    return items.flatMap((item) => (typeof item.photoId === 'string' ? [item.photoId] : []));
  },
});
