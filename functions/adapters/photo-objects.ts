/**
 * Every S3 object of one photo: the upload and all variants of all versions, found by prefix so
 * that no version a rotation left behind survives the photo.
 */
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { photoPrefix, uploadKey } from '../../shared/media-keys.js';

export interface PhotoObjects {
  /** Deletes every object of the photo; answers how many existed. Safe to repeat. */
  deleteAll(stageId: string, photoId: string): Promise<number>;
}

export const createS3PhotoObjects = (s3: S3Client, bucket: string): PhotoObjects => ({
  async deleteAll(stageId, photoId) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: photoPrefix(stageId, photoId),
          ContinuationToken: token,
        }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // The upload is normally gone once processed; deleting a missing key is not an error in S3.
    const all = [...keys, uploadKey(stageId, photoId)];
    for (let i = 0; i < all.length; i += 1000) {
      const answer = await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: all.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) {
        throw new Error(`S3 refused to delete ${answer.Errors.map((e) => e.Key).join(', ')}`);
      }
    }
    return keys.length;
  },
});
