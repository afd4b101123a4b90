/**
 * Signed-out tokens, by token id. Sign-out writes the id with the token's own expiry as TTL; every
 * authenticated request reads it. An item outliving its TTL does no harm: the token it names has
 * expired and its signature check refuses it first.
 */

import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type RevokedTokenRecord, revokedTokenRecordSchema } from '#functions/domain/revoked-token.js';
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';
import { parseStored } from './stored-record.js';

export const createRevokedTokens = (dynamo: DynamoDBDocumentClient, table: string): RevokedTokens => ({
  async revoke(token) {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { tokenId: token.tokenId, expires_at: token.expiresAt } satisfies RevokedTokenRecord,
      }),
    );
  },
  async isRevoked(tokenId) {
    const answer = await dynamo.send(
      new GetCommand({ TableName: table, Key: { tokenId }, ConsistentRead: true }),
    );
    return (
      answer.Item !== undefined &&
      parseStored(revokedTokenRecordSchema, answer.Item, table).tokenId === tokenId
    );
  },
});
