/**
 * The administrators table: one account per username. This module is the only one that reads or
 * writes it (the API signs in with it; `admin:create` and the demo data create accounts through it).
 */

import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { adminRecordSchema } from '#functions/domain/people.js';
import type { AdminStore } from '#functions/ports/stores/admins.js';
import { parseStored } from './stored-record.js';

export const createAdminStore = (dynamo: DynamoDBDocumentClient, table: string): AdminStore => ({
  async get(username) {
    const answer = await dynamo.send(
      new GetCommand({ TableName: table, Key: { username }, ConsistentRead: true }),
    );
    if (answer.Item === undefined) return undefined;
    return parseStored(adminRecordSchema, answer.Item, table);
  },
  async put(admin) {
    await dynamo.send(new PutCommand({ TableName: table, Item: admin }));
  },
});
