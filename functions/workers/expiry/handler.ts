/**
 * The photos stream handler: when a photo record goes (DynamoDB TTL at its deletion date, or
 * someone deleting it), every S3 object of the photo goes too and the stay's deletion log says so.
 * An upload signed but never received (its pending TTL passed) is cleared the same way, unlogged.
 * Each stream record succeeds or fails alone (partial batch response); both effects are idempotent,
 * so a record delivered twice is harmless.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { PhotoObjects } from '../../adapters/photo-objects.js';
import type { PhotoDeletionStore } from '../../adapters/stores/photo-deletions.js';

export interface ExpiryDeps {
  readonly objects: PhotoObjects;
  readonly deletions: Pick<PhotoDeletionStore, 'record'>;
  readonly logger: Logger;
  readonly clock: () => Date;
}

export type ExpiryHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

/** DynamoDB's own TTL deletions carry this identity in the cloud. */
const isTtlService = (record: DynamoDBRecord): boolean =>
  record.userIdentity?.type === 'Service' && record.userIdentity.principalId === 'dynamodb.amazonaws.com';

export const createExpiryHandler = (deps: ExpiryDeps): ExpiryHandler => {
  const handleRecord = async (record: DynamoDBRecord): Promise<void> => {
    if (record.eventName !== 'REMOVE') return;
    const old = record.dynamodb?.OldImage;
    const stageId = old?.stageId?.S;
    const photoId = old?.photoId?.S;
    if (!stageId || !photoId) throw new Error('Photos stream: REMOVE record without a photo key');
    const expiresAt = old?.expires_at?.N === undefined ? undefined : Number(old.expires_at.N);
    const now = deps.clock();
    // The local sweep has no service identity: a record gone after its TTL counts as a TTL deletion.
    const byTtl = isTtlService(record) || (expiresAt !== undefined && expiresAt * 1000 <= now.getTime());
    const objects = await deps.objects.deleteAll(stageId, photoId);
    if (byTtl && old?.status?.S === 'en_attente') {
      // Signed, never received: an abandoned upload, not a photo anyone saw. Nothing to log.
      deps.logger.info('Abandoned upload forgotten', { stageId, photoId, objects });
      return;
    }
    await deps.deletions.record({
      stageId,
      photoId,
      deleted_at: now.toISOString(),
      duree_diffusion: old?.duree_diffusion?.S ?? null,
      active_par: old?.active_par?.S ?? null,
      reason: byTtl ? 'ttl' : 'suppression',
      objects,
    });
    deps.logger.info('Photo objects deleted', { stageId, photoId, objects, byTtl });
  };

  return (event, context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.DynamoDBStreams), { context });
};
