/**
 * The trainers' question board in DynamoDB: every question and reply in one partition, sorted so
 * that a question is followed by its replies (see the `commentaires` table in shared/resources.ts).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './dynamo-pages.js';

const FEED = 'board';

export interface BoardEntry {
  readonly id: string;
  /** Set on replies: the question they answer. */
  readonly commentaireId?: string;
  readonly nom: string;
  readonly contenu: string;
  readonly created_at: string;
  /** The stay of the trainer who wrote it, kept for the organisation, never shown. */
  readonly author_stage?: string;
}

interface BoardItem extends BoardEntry {
  readonly feed: string;
  readonly sk: string;
}

export interface CommentBoard {
  /** Questions and replies, each question before its replies, oldest first. */
  list(): Promise<BoardEntry[]>;
  addQuestion(entry: BoardEntry): Promise<void>;
  /** False when the question does not exist. */
  addReply(entry: BoardEntry & { commentaireId: string }): Promise<boolean>;
}

export const createCommentBoard = (dynamo: DynamoDBDocumentClient, table: string): CommentBoard => ({
  async list() {
    const items = await queryAll<BoardItem>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'feed = :feed',
      ExpressionAttributeValues: { ':feed': FEED },
    });
    return items.map(({ feed: _feed, sk: _sk, ...entry }) => entry);
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
