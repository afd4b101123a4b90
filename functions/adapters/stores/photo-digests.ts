/**
 * The photo-digests table: one item per stay and family address, holding when the family last got a
 * digest of new photos, up to which photo, and whether it unsubscribed. A digest is claimed by a
 * conditional update (not unsubscribed, none sent within the days), so runs that overlap or repeat
 * send one digest; an unsubscription is one write the next run reads. The only module that writes
 * the table; every item read is checked against its schema.
 */

import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { digestAddress, digestMarkRecordSchema } from '#functions/domain/photo-digest.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export const createPhotoDigestStore = (dynamo: DynamoDBDocumentClient, table: string): PhotoDigestStore => ({
  async marksOf(stayId) {
    const items = await queryAll<unknown>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :stageId',
      ExpressionAttributeValues: { ':stageId': stayId },
      ConsistentRead: true,
    });
    return items.map((item) => parseStored(digestMarkRecordSchema, item, table));
  },
  claim({ stageId: stayId, address, day, lastDayBefore, through, at }) {
    return conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { stageId: stayId, address: digestAddress(address) },
          UpdateExpression: 'SET last_day = :day, through = :through, digested_at = :at',
          ConditionExpression:
            'attribute_not_exists(unsubscribed_at) AND (attribute_not_exists(last_day) OR last_day < :before)',
          ExpressionAttributeValues: {
            ':day': day,
            ':through': through,
            ':at': at.toISOString(),
            ':before': lastDayBefore,
          },
        }),
      ),
    );
  },
  async release(claim, previous) {
    const restored = previous?.last_day !== undefined && previous.through !== undefined;
    await conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { stageId: claim.stageId, address: digestAddress(claim.address) },
          UpdateExpression: restored
            ? `SET last_day = :last, through = :through${previous.digested_at ? ', digested_at = :at' : ''}`
            : 'REMOVE last_day, through, digested_at',
          // Only this run's claim is given back.
          ConditionExpression: 'last_day = :day AND digested_at = :claimedAt',
          ExpressionAttributeValues: {
            ':day': claim.day,
            ':claimedAt': claim.at.toISOString(),
            ...(restored
              ? {
                  ':last': previous.last_day,
                  ':through': previous.through,
                  ...(previous.digested_at ? { ':at': previous.digested_at } : {}),
                }
              : {}),
          },
        }),
      ),
    );
  },
  async unsubscribe(stayId, address, at) {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { stageId: stayId, address: digestAddress(address) },
        UpdateExpression: 'SET unsubscribed_at = if_not_exists(unsubscribed_at, :at)',
        ExpressionAttributeValues: { ':at': at.toISOString() },
      }),
    );
  },
});
