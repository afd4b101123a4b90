/**
 * The paged lists of a stay's photos: what its families see, and the latest uploads for the trainer's
 * deposit page. Each page is read one photo past its size, so the last page says so itself and no
 * browser asks for an empty one; its cursor is the key of the last photo handed out.
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { PhotoStore, VisiblePage } from '#functions/ports/stores/photos/photo-store.js';
import { decodeCursor, encodeCursor } from '../../page-cursor.js';

import type { PhotoTable } from './photo-table.js';

export type PhotoPages = Pick<PhotoStore, 'visiblePage' | 'latestPage'>;

/**
 * How many items the first Query of a visible page reads (DynamoDB's Limit counts them before the
 * filter): the page, one more to know whether another page follows, and an eighth to spare, so
 * that a few hidden photos cost no second round trip. A family's photos are nearly all visible, and
 * every item read is paid for and, in the emulator, slow.
 */
const firstVisibleRead = (limit: number): number => limit + 1 + Math.ceil(limit / 8);

/** The first `limit` photos found, and a cursor after the last of them when more were found. */
const pageOf = (stayId: string, found: readonly PhotoRecord[], limit: number): VisiblePage => {
  const photos = found.slice(0, limit);
  const last = photos.at(-1);
  return found.length > limit && last
    ? { photos, next: encodeCursor({ stageId: stayId, photoId: last.photoId }) }
    : { photos };
};

const startAfter = (stayId: string, cursor: string | undefined) =>
  decodeCursor(cursor, { name: 'stageId', value: stayId }, ['photoId']);

export const photoPages = ({ dynamo, tables, parse }: PhotoTable): PhotoPages => ({
  async visiblePage(stayId, { now, limit, cursor }) {
    // The cursor is not DynamoDB's LastEvaluatedKey: the filter may have read further than the page goes.
    const found: PhotoRecord[] = [];
    let start = startAfter(stayId, cursor);
    let read = firstVisibleRead(limit);
    let scanned = 0;
    do {
      const answer = await dynamo.send(
        new QueryCommand({
          TableName: tables.photos,
          KeyConditionExpression: 'stageId = :stageId',
          FilterExpression:
            '#status = :ready AND actif = :on AND (attribute_not_exists(expires_at) OR expires_at > :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':stageId': stayId,
            ':ready': 'prete',
            ':on': 1,
            ':now': now.getTime() / 1000,
          },
          Limit: read,
          ExclusiveStartKey: start,
        }),
      );
      found.push(...(answer.Items ?? []).map(parse));
      start = answer.LastEvaluatedKey as Record<string, string> | undefined;
      // Many hidden photos: each further Query reads as much as all before it together, so a page
      // amid hundreds of them still takes a handful of round trips.
      scanned += answer.ScannedCount ?? read;
      read = scanned;
    } while (start && found.length <= limit);
    return pageOf(stayId, found, limit);
  },

  async latestPage(stayId, { limit, cursor }) {
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: tables.photos,
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stayId },
        ScanIndexForward: false,
        Limit: limit + 1,
        ExclusiveStartKey: startAfter(stayId, cursor),
      }),
    );
    return pageOf(stayId, (answer.Items ?? []).map(parse), limit);
  },
});
