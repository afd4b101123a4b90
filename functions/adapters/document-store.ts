/** Listing of stored documents (shared folders, booklets) in the media bucket. */

import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { DocumentStore, StoredObject } from '#functions/ports/document-store.js';

export const createS3DocumentStore = (s3: S3Client, bucket: string): DocumentStore => {
  const list = async (prefix: string) => {
    const files: StoredObject[] = [];
    const folders: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.Key !== prefix)
          files.push({ name: object.Key.slice(prefix.length), size: object.Size ?? 0 });
      }
      for (const common of page.CommonPrefixes ?? []) {
        if (common.Prefix) folders.push(common.Prefix.slice(prefix.length, -1));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { files, folders };
  };
  return {
    listFiles: async (prefix) => (await list(prefix)).files,
    listFolders: async (prefix) => (await list(prefix)).folders,
  };
};
