/**
 * The photos whose deletion date falls within some days, read for the expiry reminder. One filtered
 * Scan of the photos table: the daily job needs every stay at once, and no index holds the date.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '../domain/photo.js';
import { scanAll } from './dynamo-pages.js';

export interface UpcomingDeletions {
  /** Validated, processed photos whose `duree_diffusion` is between the two ISO days (included). */
  between(first: string, last: string): Promise<PhotoRecord[]>;
}

export const createUpcomingDeletions = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): UpcomingDeletions => ({
  between(first, last) {
    return scanAll<PhotoRecord>(dynamo, {
      TableName: table,
      FilterExpression: 'duree_diffusion BETWEEN :first AND :last AND actif = :on AND #status = :ready',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':first': first, ':last': last, ':on': 1, ':ready': 'prete' },
    });
  },
});
