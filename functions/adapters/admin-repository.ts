/**
 * Administrator accounts: a username, a scrypt hash, and the version their tokens must carry (a
 * reset moves it on, which ends the sessions opened before).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

export interface AdminRecord {
  readonly username: string;
  readonly password_hash: string;
  readonly created_at: string;
  /** Absent on accounts made before versions existed: they count as version 1. */
  readonly token_version?: number;
}

export const adminTokenVersion = (admin: AdminRecord): number => admin.token_version ?? 1;

export interface AdminRepository {
  get(username: string): Promise<AdminRecord | undefined>;
  /** Creates or replaces the account. */
  put(admin: AdminRecord): Promise<void>;
}

export const createAdminRepository = (dynamo: DynamoDBDocumentClient, table: string): AdminRepository => ({
  async get(username) {
    const answer = await dynamo.send(
      new GetCommand({ TableName: table, Key: { username }, ConsistentRead: true }),
    );
    return answer.Item as AdminRecord | undefined;
  },
  async put(admin) {
    await dynamo.send(new PutCommand({ TableName: table, Item: admin }));
  },
});
