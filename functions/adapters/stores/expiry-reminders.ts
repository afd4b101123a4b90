/**
 * The expiry-reminders table: the reminders already sent, one item per stay, deletion day and family
 * address. Claiming writes the item only if it is not there (a conditional write), so two runs of the
 * job at once, or a run repeated after a failure, remind each family once per date. The only module
 * that writes the table; every item read is checked against its schema.
 */

import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  normalisedAddress,
  type ReminderMarkRecord,
  reminderMarkExpiresAt,
  reminderMarkRecordSchema,
} from '#functions/domain/expiry-reminder.js';
import type { ExpiryReminderStore } from '#functions/ports/stores/expiry-reminders.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

/** The sort key: a stay's marks for one day share its prefix, and one address has one mark a day. */
const sortKey = (deletionDay: string, address: string): string =>
  `${deletionDay}#${normalisedAddress(address)}`;

export const createExpiryReminderStore = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): ExpiryReminderStore => ({
  async remindedFor(stayId, deletionDay) {
    const items = await queryAll<unknown>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :stageId AND begins_with(reminder, :day)',
      ExpressionAttributeValues: { ':stageId': stayId, ':day': `${deletionDay}#` },
      ConsistentRead: true,
    });
    return items.map((item) => parseStored(reminderMarkRecordSchema, item, table).address);
  },
  async claim({ stageId: stayId, deletionDay, address }, at) {
    const item: ReminderMarkRecord = {
      stageId: stayId,
      reminder: sortKey(deletionDay, address),
      deletion_day: deletionDay,
      address: normalisedAddress(address),
      reminded_at: at.toISOString(),
      expires_at: reminderMarkExpiresAt(deletionDay),
    };
    return conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: item,
          ConditionExpression: 'attribute_not_exists(reminder)',
        }),
      ),
    );
  },
  async release({ stageId: stayId, deletionDay, address }) {
    await dynamo.send(
      new DeleteCommand({
        TableName: table,
        Key: { stageId: stayId, reminder: sortKey(deletionDay, address) },
      }),
    );
  },
});
