/**
 * Forgetting a photo's record and the content hash that kept its content unique in the stay. The
 * conditional forms leave alone a record or a hash that changed hands since the caller looked.
 */

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { conditionHeld } from '../../dynamo-pages.js';

import { copiesAre, type PhotoTable } from './photo-table.js';

export type PhotoRemovals = Pick<PhotoStore, 'remove' | 'removeUnchanged' | 'release'>;

export const photoRemovals = ({ dynamo, tables }: PhotoTable): PhotoRemovals => ({
  async remove(stayId, photoId) {
    await dynamo.send(new DeleteCommand({ TableName: tables.photos, Key: { stageId: stayId, photoId } }));
  },

  removeUnchanged({ stageId: stayId, photoId, status, version, copies }) {
    const same = copiesAre(copies);
    return conditionHeld(
      dynamo.send(
        new DeleteCommand({
          TableName: tables.photos,
          Key: { stageId: stayId, photoId },
          ConditionExpression: `#status = :status AND version = :version AND ${same.condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':version': version, ...same.values },
        }),
      ),
    );
  },

  async release(stayId, sha256, photoId) {
    await conditionHeld(
      dynamo.send(
        new DeleteCommand({
          TableName: tables.photoHashes,
          Key: { stageId: stayId, sha256 },
          ConditionExpression: 'photoId = :photoId',
          ExpressionAttributeValues: { ':photoId': photoId },
        }),
      ),
    );
  },
});
