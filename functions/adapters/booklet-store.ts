/** Booklets (livrets) are plain objects under `livrets/` in the media bucket: the key is the list. */

import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { BookletStore } from '#functions/ports/booklet-store.js';
import { BOOKLET_PREFIX } from '#shared/media-keys.js';

export const createBookletStore = (s3: S3Client, bucket: string): BookletStore => ({
  async list() {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: BOOKLET_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(BOOKLET_PREFIX.length);
        if (name && !name.includes('/')) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  },
});
