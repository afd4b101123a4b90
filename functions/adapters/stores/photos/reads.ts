/**
 * The photos store's plain reads: one photo, a stay's photos or their counts, and the two Scans of the daily jobs,
 * which need every stay and have no index that holds the date they filter on.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { queryAll, scanAll } from '../../dynamo-pages.js';
import { countPhotos } from './photo-counts.js';

import type { PhotoTable } from './photo-table.js';

export type PhotoReads = Pick<
  PhotoStore,
  'get' | 'listByStay' | 'countByStay' | 'between' | 'publishedSince'
>;

export const photoReads = ({ dynamo, tables, parse }: PhotoTable): PhotoReads => {
  const table = tables.photos;

  /** Every published, processed photo of every stay that also meets `filter`. */
  const scanPublished = async (filter: string, values: Record<string, unknown>) => {
    const items = await scanAll<unknown>(dynamo, {
      TableName: table,
      FilterExpression: `${filter} AND actif = :on AND #status = :ready`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...values, ':on': 1, ':ready': 'prete' },
    });
    return items.map(parse);
  };

  return {
    async get(stayId, photoId) {
      const answer = await dynamo.send(
        new GetCommand({ TableName: table, Key: { stageId: stayId, photoId } }),
      );
      return answer.Item === undefined ? undefined : parse(answer.Item);
    },

    async listByStay(stayId) {
      const items = await queryAll<unknown>(dynamo, {
        TableName: table,
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stayId },
      });
      return items.map(parse);
    },

    async countByStay(stayId) {
      // A stay of thousands of photos: only what is counted comes back, not whole records.
      const items = await queryAll<{ status?: unknown; actif?: unknown; bytes?: unknown }>(dynamo, {
        TableName: table,
        KeyConditionExpression: 'stageId = :stageId',
        ProjectionExpression: '#status, actif, bytes',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':stageId': stayId },
      });
      return countPhotos(items);
    },

    between(first, last) {
      return scanPublished('duree_diffusion BETWEEN :first AND :last', { ':first': first, ':last': last });
    },

    publishedSince(since) {
      return scanPublished('published_at >= :since', { ':since': since });
    },
  };
};
