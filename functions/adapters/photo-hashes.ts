/**
 * Dedupe of photo contents per stay. A photo with a known SHA-256 is recorded in one transaction
 * with its hash item (`attribute_not_exists` on both), so two signings of the same content, in one
 * browser after a reload or in two at the same time, can never both create a photo: the loser learns
 * the winner's photo id instead.
 */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '../domain/photo.js';
import { isConditionFailure } from './dynamo-pages.js';

export interface HashItem {
  readonly stageId: string;
  readonly sha256: string;
  readonly photoId: string;
}

/**
 * Claimed; or held by another photo; or held when we wrote and gone when we looked (its holder was
 * deleted meanwhile), in which case the claim can simply be tried again.
 */
export type ClaimResult =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly photoId: string }
  | { readonly claimed: false; readonly released: true };

export interface PhotoHashIndex {
  /** Creates the pending photo and its hash item together, or answers which photo holds the content. */
  createWithHash(photo: PhotoRecord & { readonly sha256: string }): Promise<ClaimResult>;
  /** Forgets a hash, only while it still points at `photoId` (a newer claim is left alone). */
  release(stageId: string, sha256: string, photoId: string): Promise<void>;
}

/** Which items of a cancelled transaction failed their condition (SDK v3 `CancellationReasons`). */
const cancelledConditions = (error: unknown): boolean[] | undefined => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
};

export const createPhotoHashIndex = (
  dynamo: DynamoDBDocumentClient,
  tables: { readonly photos: string; readonly photoHashes: string },
): PhotoHashIndex => {
  const read = async (stageId: string, sha256: string): Promise<HashItem | undefined> => {
    const answer = await dynamo.send(
      new GetCommand({ TableName: tables.photoHashes, Key: { stageId, sha256 }, ConsistentRead: true }),
    );
    return answer.Item as HashItem | undefined;
  };

  return {
    async createWithHash(photo) {
      const hash: HashItem = { stageId: photo.stageId, sha256: photo.sha256, photoId: photo.photoId };
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tables.photos,
                  Item: photo,
                  ConditionExpression: 'attribute_not_exists(photoId)',
                },
              },
              {
                Put: {
                  TableName: tables.photoHashes,
                  Item: hash,
                  ConditionExpression: 'attribute_not_exists(sha256)',
                },
              },
            ],
          }),
        );
        return { claimed: true };
      } catch (error) {
        const failed = cancelledConditions(error);
        if (!failed?.[1]) throw error;
        const holder = await read(photo.stageId, photo.sha256);
        return holder ? { claimed: false, photoId: holder.photoId } : { claimed: false, released: true };
      }
    },

    async release(stageId, sha256, photoId) {
      try {
        await dynamo.send(
          new DeleteCommand({
            TableName: tables.photoHashes,
            Key: { stageId, sha256 },
            ConditionExpression: 'photoId = :photoId',
            ExpressionAttributeValues: { ':photoId': photoId },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
};
