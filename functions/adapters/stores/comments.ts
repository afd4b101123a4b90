/**
 * The trainers' question board in DynamoDB: every question and reply in one partition, sorted so
 * that a question is followed by its replies (see the `commentaires` table in shared/resources.ts).
 */

import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type BoardEntry, boardEntrySchema } from '#functions/domain/board.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import { queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export type { BoardEntry };

const FEED = 'board';

/** The entry as stored: the board's partition, and a sort key that puts replies after their question. */
const boardRecordSchema = boardEntrySchema.extend({ feed: z.literal(FEED), sk: z.string() });

export const createCommentBoard = (dynamo: DynamoDBDocumentClient, table: string): CommentBoard => ({
  async list() {
    const items = await queryAll<Record<string, unknown>>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'feed = :feed',
      ExpressionAttributeValues: { ':feed': FEED },
    });
    return items.map((item) => {
      const { feed: _feed, sk: _sk, ...entry } = parseStored(boardRecordSchema, item, table);
      return entry;
    });
  },
  async addQuestion(entry) {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { ...entry, feed: FEED, sk: entry.id },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
  },
  async addReply(entry) {
    const question = await dynamo.send(
      new GetCommand({ TableName: table, Key: { feed: FEED, sk: entry.commentaireId } }),
    );
    if (!question.Item) return false;
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { ...entry, feed: FEED, sk: `${entry.commentaireId}#${entry.id}` },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
    return true;
  },
});
