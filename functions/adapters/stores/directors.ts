/**
 * The directors table (formateurs: one record per person and stay; the same address may hold
 * several stays). This module is the only one that reads or writes it.
 */

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { directorRecordSchema } from '#functions/domain/people.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import { directorCategorySchema } from '#shared/admin-schemas.js';
import { queryAll } from '../dynamo-pages.js';
import { createPeopleTable } from './people-table.js';
import { parseStored } from './stored-record.js';

export const createDirectorStore = (dynamo: DynamoDBDocumentClient, table: string): DirectorStore => ({
  ...createPeopleTable(dynamo, table, directorRecordSchema),
  async listAll() {
    const pages = await Promise.all(
      directorCategorySchema.options.map((cat) =>
        queryAll<unknown>(dynamo, {
          TableName: table,
          IndexName: 'by-category',
          KeyConditionExpression: 'cat = :cat',
          ExpressionAttributeValues: { ':cat': cat },
        }),
      ),
    );
    return pages.flat().map((item) => parseStored(directorRecordSchema, item, table));
  },
});
