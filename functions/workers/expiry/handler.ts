/**
 * The photos stream handler: when DynamoDB TTL removes a photo record (at its deletion date, or at
 * the end of an upload never received), what must follow runs here: forget-expired-photo.ts deletes
 * its objects, logs the deletion and releases its content hash. A record removed on purpose is not
 * its business: the deletion use case (delete-photos.ts) has done all of that before the record went.
 * Each stream record succeeds or fails alone (partial batch response); every step is idempotent, so
 * a record delivered twice is harmless.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { photoStatusSchema } from '../../../shared/schemas.js';
import {
  type ExpiredPhoto,
  type ForgetExpiredPhotoDeps,
  forgetExpiredPhoto,
} from '../../services/photos/forget-expired-photo.js';

export type ExpiryDeps = ForgetExpiredPhotoDeps;

export type ExpiryHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

/** DynamoDB's own TTL deletions carry this identity in the cloud. */
const isTtlService = (record: DynamoDBRecord): boolean =>
  record.userIdentity?.type === 'Service' && record.userIdentity.principalId === 'dynamodb.amazonaws.com';

const text = z.object({ S: z.string() });
const optionalText = text.optional().transform((value) => value?.S);

/** The removed record's old image, in the stream's attribute-value form, read as the photo it was. */
const oldImageSchema = z
  .object({
    stageId: text.transform((value) => value.S),
    photoId: text.transform((value) => value.S),
    status: z.object({ S: photoStatusSchema }).transform((value) => value.S),
    expires_at: z
      .object({ N: z.string() })
      .optional()
      .transform((value) => (value === undefined ? undefined : Number(value.N))),
    duree_diffusion: optionalText,
    active_par: optionalText,
    sha256: optionalText,
  })
  .transform(({ expires_at, ...photo }): { photo: ExpiredPhoto; expiresAt: number | undefined } => ({
    photo,
    expiresAt: expires_at,
  }));

export const createExpiryHandler = (deps: ExpiryDeps): ExpiryHandler => {
  const handleRecord = async (record: DynamoDBRecord): Promise<void> => {
    if (record.eventName !== 'REMOVE') return;
    const { photo, expiresAt } = oldImageSchema.parse(record.dynamodb?.OldImage);
    // The local sweep has no service identity: a record gone after its TTL counts as a TTL deletion.
    const byTtl =
      isTtlService(record) || (expiresAt !== undefined && expiresAt * 1000 <= deps.clock().getTime());
    if (!byTtl) return;
    await forgetExpiredPhoto(deps, photo);
  };

  return (event, context) =>
    processPartialResponse(event, handleRecord, new BatchProcessor(EventType.DynamoDBStreams), { context });
};
