/**
 * Looks inside the portal's media bucket from a test process. Browsers only ever see CloudFront-shaped
 * links on the site's origin, so the e2e global setup shares where the emulator keeps the media.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export interface MediaBucket {
  /** Every key that starts with one of the prefixes. */
  keysUnder(...prefixes: readonly string[]): Promise<string[]>;
}

export const mediaBucketAt = (store: { endpoint: string; bucket: string }): MediaBucket => {
  const s3 = new S3Client({
    endpoint: store.endpoint,
    region: 'eu-west-3',
    forcePathStyle: true,
    // An emulator accepts any credentials; the SDK still wants some.
    credentials: {
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    },
    maxAttempts: 1,
  });
  const list = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: store.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  };
  return {
    keysUnder: async (...prefixes) => (await Promise.all(prefixes.map(list))).flat(),
  };
};
