/**
 * Where an operator's script reaches the photos: the local emulator by default
 * (http://127.0.0.1:$EMULATOR_PORT, resources named `$RESOURCE_PREFIX-…`); AWS_ENDPOINT_URL for
 * another endpoint; TABLE_PHOTOS, TABLE_PHOTO_HASHES and BUCKET_MEDIA name resources directly. In the
 * cloud, a stack name is all it needs: the tables, bucket and region come from the stack's outputs,
 * read with the current AWS profile. Shared by `npm run images:regenerate` and `npm run faces:prepare`.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bucketEnvVar, tableEnvVar } from '#shared/env-names.js';
import { buckets, physicalName, tables } from '#shared/resources.js';
import { stackOutputs, tableOutput } from '#shared/stack-outputs.js';
import { operatorEndpoint, stackOutputsOf } from './operator-endpoint.js';

export interface Target {
  readonly region: string;
  readonly photos: string;
  readonly photoHashes: string;
  readonly bucket: string;
}

export const photosTarget = async (stackName: string | undefined) => {
  const env = process.env;
  const endpoint = operatorEndpoint(stackName);

  /** The photos tables, media bucket and region named by the stack's outputs. */
  const fromStack = async (name: string): Promise<Target> => {
    const outputs = await stackOutputsOf(name, endpoint);
    const wanted = [
      stackOutputs.region,
      tableOutput('photos'),
      tableOutput('photoHashes'),
      'MediaBucketName',
    ];
    const [region, photos, photoHashes, bucket] = wanted.map((key) => outputs.get(key));
    if (!region || !photos || !photoHashes || !bucket) {
      console.error(
        `La pile « ${name} » n'a pas les sorties ${wanted.join(', ')} : redéployez-la (npm run deploy).`,
      );
      process.exit(1);
    }
    return { region, photos, photoHashes, bucket };
  };

  const prefix = env.RESOURCE_PREFIX ?? 'portail';
  const target: Target = stackName
    ? await fromStack(stackName)
    : {
        region: env.AWS_REGION ?? 'eu-west-3',
        photos: env[tableEnvVar('photos')] ?? physicalName(prefix, tables.photos.id),
        photoHashes: env[tableEnvVar('photoHashes')] ?? physicalName(prefix, tables.photoHashes.id),
        bucket: env[bucketEnvVar('media')] ?? physicalName(prefix, buckets.media.id),
      };

  const base = { region: target.region, ...(endpoint ? { endpoint } : {}) };
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(base), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const s3 = new S3Client({ ...base, forcePathStyle: Boolean(endpoint) });
  return { target, dynamo, s3 };
};
