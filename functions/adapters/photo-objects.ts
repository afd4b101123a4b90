/**
 * The stored objects of one photo, found by listing its prefix rather than guessed from its
 * version, so that nothing a rotation or a late media job wrote under it is missed.
 */

import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { PhotoObjects } from '#functions/ports/photo-objects.js';
import { photoPrefix, stayArchivesPrefix } from '#shared/media-keys.js';

export const createS3PhotoObjects = (s3: S3Client, bucket: string): PhotoObjects => {
  const keysUnder = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };
  return {
    listKeys: (stayId, photoId) => keysUnder(photoPrefix(stayId, photoId)),
    listArchiveKeys: async (stayId) =>
      (await keysUnder(stayArchivesPrefix(stayId))).filter((key) => key.endsWith('.zip')),
  };
};
