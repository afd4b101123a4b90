/**
 * Looks inside the portal's media bucket from a test process. The e2e global setup only shares the
 * portal's URL, so the emulator endpoint and the bucket are read from a media URL the API signed:
 * path-style, `{endpoint}/{bucket}/{key}?X-Amz-…`. The media endpoint checks signatures with the
 * local runtime's credentials, the ones it sets when none are given.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export interface MediaBucket {
  /** Every key that starts with one of the prefixes. */
  keysUnder(...prefixes: readonly string[]): Promise<string[]>;
}

export const mediaBucketFromSignedUrl = (signedUrl: string): MediaBucket => {
  const url = new URL(signedUrl);
  const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
  if (!bucket) throw new Error(`No bucket in the signed URL ${url.origin}${url.pathname}`);
  const s3 = new S3Client({
    endpoint: url.origin,
    region: url.searchParams.get('X-Amz-Credential')?.split('/')[2] ?? 'eu-west-3',
    forcePathStyle: true,
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
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
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
