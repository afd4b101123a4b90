/**
 * The emulator stores TTL settings but never deletes expired items. This sweep does what DynamoDB
 * TTL does in the cloud: it deletes items whose TTL attribute has passed, so that whatever reacts to
 * those deletions (stream handlers) runs locally too.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '#functions/adapters/dynamo-pages.js';
import { type TableName, tables } from '#shared/resources.js';

export interface TtlSweepOptions {
  readonly dynamo: DynamoDBDocumentClient;
  readonly tableNames: Record<TableName, string>;
  readonly clock?: () => Date;
}

/** Deletes every expired item once; answers how many went. */
export const sweepExpiredItems = async ({
  dynamo,
  tableNames,
  clock = () => new Date(),
}: TtlSweepOptions) => {
  let deleted = 0;
  for (const table of Object.keys(tables) as TableName[]) {
    const def = tables[table];
    if (!('ttlAttribute' in def)) continue;
    const now = Math.floor(clock().getTime() / 1000);
    const keyNames = [def.partitionKey.name, ...('sortKey' in def ? [def.sortKey.name] : [])];
    const expired = await scanAll<Record<string, unknown>>(dynamo, {
      TableName: tableNames[table],
      FilterExpression: '#ttl <= :now',
      ExpressionAttributeNames: { '#ttl': def.ttlAttribute },
      ExpressionAttributeValues: { ':now': now },
    });
    for (const item of expired) {
      await dynamo
        .send(
          new DeleteCommand({
            TableName: tableNames[table],
            Key: Object.fromEntries(keyNames.map((name) => [name, item[name]])),
            // Someone may have moved the date since the scan: only delete what is still expired.
            ConditionExpression: '#ttl <= :now',
            ExpressionAttributeNames: { '#ttl': def.ttlAttribute },
            ExpressionAttributeValues: { ':now': now },
          }),
        )
        .then(
          () => {
            deleted += 1;
          },
          (error: unknown) => {
            if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
          },
        );
    }
  }
  return deleted;
};

export const startTtlSweep = (
  options: TtlSweepOptions & { intervalMs: number; onError?: (e: unknown) => void },
) => {
  const timer = setInterval(() => {
    sweepExpiredItems(options).catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
