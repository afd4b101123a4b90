/** Administrator accounts: a username and a scrypt hash, nothing else. */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

export interface AdminRecord {
  readonly username: string;
  readonly password_hash: string;
  readonly created_at: string;
}

export interface AdminRepository {
  get(username: string): Promise<AdminRecord | undefined>;
  /** Creates or replaces the account. */
  put(admin: AdminRecord): Promise<void>;
}

export const createAdminRepository = (dynamo: DynamoDBDocumentClient, table: string): AdminRepository => ({
  async get(username) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { username } }));
    return answer.Item as AdminRecord | undefined;
  },
  async put(admin) {
    await dynamo.send(new PutCommand({ TableName: table, Item: admin }));
  },
});
