/**
 * The photos stream handler: what must follow a change of a photo record, whoever made it.
 * - DynamoDB TTL removed a photo (at its deletion date, or at the end of an upload never received):
 *   forget-expired-photo.ts deletes its objects, logs the deletion and releases its content hash. A
 *   record removed on purpose has had all of that done by the deletion (delete-photos.ts).
 * - Families lost sight of a published photo sooner than the links they hold expire (hidden, or a
 *   deletion date coming first, photo-links.ts): withdraw-photo-copies.ts moves its copies, so those
 *   links open nothing.
 * - A photo's files changed (processed, rotated, its copies moved): the faces worker is asked to
 *   prepare its faces for the child finder, where the organisation has it on.
 * - Then the zips of every stay where a published photo was hidden or a ready one removed are
 *   deleted (built again without it when asked), and the edges forget that stay's photos and zips, in
 *   one invalidation per batch: a link to it fails within a minute, the edge cache included.
 * Each stream record succeeds or fails alone (partial batch response); every step is idempotent, so
 * a record delivered twice is harmless. A failed invalidation fails the batch, which comes again.
 */

import { createHash } from 'node:crypto';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { edgePathsOf, familyLinksOutlive } from '#functions/domain/photo-links.js';
import type { CdnInvalidations } from '#functions/ports/cdn-invalidations.js';
import type { FacesQueue } from '#functions/ports/faces-queue.js';
import type { BusinessMetrics } from '#functions/ports/metrics.js';
import {
  type ExpiredPhoto,
  type ForgetExpiredPhotoDeps,
  forgetExpiredPhoto,
} from '#functions/services/photos/forget-expired-photo.js';
import {
  type WithdrawCopiesDeps,
  withdrawPhotoCopies,
} from '#functions/services/photos/withdraw-photo-copies.js';
import { photoStatusSchema } from '#shared/schemas.js';
import { flushingMetrics } from '../flushing-metrics.js';

export interface PhotosStreamDeps extends ForgetExpiredPhotoDeps, WithdrawCopiesDeps {
  readonly photos: ForgetExpiredPhotoDeps['photos'] & WithdrawCopiesDeps['photos'];
  readonly media: ForgetExpiredPhotoDeps['media'] & WithdrawCopiesDeps['media'];
  readonly invalidations: CdnInvalidations;
  /** Where faces jobs go; a queue that drops them where the child finder is off. */
  readonly faces: FacesQueue;
  readonly metrics: BusinessMetrics;
  readonly logger: Pick<Logger, 'info'>;
}

export type PhotosStreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse>;

/** DynamoDB's own TTL deletions carry this identity in the cloud. */
const isTtlService = (record: DynamoDBRecord): boolean =>
  record.userIdentity?.type === 'Service' && record.userIdentity.principalId === 'dynamodb.amazonaws.com';

const text = z.object({ S: z.string() }).transform((value) => value.S);
const optionalText = text.optional();
const optionalNumber = z
  .object({ N: z.string() })
  .optional()
  .transform((value) => (value === undefined ? undefined : Number(value.N)));

/** A record's image, in the stream's attribute-value form, read as the photo it was. */
const imageSchema = z.object({
  stageId: text,
  photoId: text,
  status: z.object({ S: photoStatusSchema }).transform((value) => value.S),
  actif: optionalNumber.transform((value) => (value === 1 ? 1 : 0)),
  version: optionalNumber.transform((value) => value ?? 1),
  copies: optionalNumber,
  expires_at: optionalNumber,
  duree_diffusion: optionalText,
  active_par: optionalText,
  sha256: optionalText,
  // What the deletion log keeps of the photo.
  date_depose: optionalText,
  taken_at: optionalText,
  original_name: optionalText,
  bytes: optionalNumber,
});

type PhotoImage = z.infer<typeof imageSchema>;

/** The photo is ready with other files than before: new ones, a new version, or another folder. */
const filesChanged = (before: PhotoImage, after: PhotoImage): boolean =>
  after.status === 'prete' &&
  (before.status !== 'prete' || before.version !== after.version || before.copies !== after.copies);

/** The same batch asks once: its records and paths name the request, so a retry repeats it exactly. */
const referenceOf = (event: DynamoDBStreamEvent, paths: readonly string[]): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        event.Records.map((record) => record.eventID ?? record.dynamodb?.SequenceNumber),
        paths,
      ]),
    )
    .digest('hex');

export const createPhotosStreamHandler = (deps: PhotosStreamDeps): PhotosStreamHandler => {
  /** Handles one record; answers the stay whose edge copies must go, if any. */
  const handleRecord = async (record: DynamoDBRecord): Promise<string | undefined> => {
    if (record.eventName === 'REMOVE') {
      const photo = imageSchema.parse(record.dynamodb?.OldImage);
      // The local sweep has no service identity: a record gone after its TTL counts as a TTL deletion.
      const byTtl =
        isTtlService(record) ||
        (photo.expires_at !== undefined && photo.expires_at * 1000 <= deps.clock().getTime());
      if (byTtl) await forgetExpiredPhoto(deps, photo satisfies ExpiredPhoto);
      // Only a ready photo ever had copies an edge could keep.
      return photo.status === 'prete' ? photo.stageId : undefined;
    }
    if (record.eventName !== 'MODIFY') return undefined;
    const before = imageSchema.parse(record.dynamodb?.OldImage);
    const after = imageSchema.parse(record.dynamodb?.NewImage);
    if (filesChanged(before, after)) {
      await deps.faces.enqueue([{ stageId: after.stageId, photoId: after.photoId }]);
    }
    if (!familyLinksOutlive(before, after, deps.clock())) return undefined;
    const outcome = await withdrawPhotoCopies(deps, after);
    deps.logger.info('Family links to a photo ended', {
      stageId: after.stageId,
      photoId: after.photoId,
      outcome,
    });
    return after.stageId;
  };

  return flushingMetrics(deps.metrics, async (event: DynamoDBStreamEvent, context: Context) => {
    const stays = new Set<string>();
    const answer = await processPartialResponse(
      event,
      async (record: DynamoDBRecord) => {
        const stayId = await handleRecord(record);
        if (stayId !== undefined) stays.add(stayId);
      },
      new BatchProcessor(EventType.DynamoDBStreams),
      { context },
    );
    if (stays.size > 0) {
      // A zip of the stay may hold a photo families no longer see: gone, it is built again without
      // it at the next request.
      const zips = (
        await Promise.all([...stays].map((stayId) => deps.photoObjects.listArchiveKeys(stayId)))
      ).flat();
      const { failed } = await deps.media.delete(zips);
      if (failed.length > 0) throw new Error(`Zips not deleted: ${failed.join(', ')}`);
      const paths = edgePathsOf(stays);
      await deps.invalidations.invalidate(paths, referenceOf(event, paths));
      deps.metrics.count('edgePathsInvalidated', paths.length);
      deps.logger.info('Edge copies of photos forgotten', { stays: [...stays], paths });
    }
    return answer;
  });
};
