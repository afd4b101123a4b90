import { describe, expect, it } from 'vitest';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '../shared/env-names.js';
import {
  type BucketName,
  buckets,
  type QueueName,
  queues,
  type TableName,
  tables,
} from '../shared/resources.js';
import { loadConfig } from './config.js';

/** Every resource variable a function needs, with dummy names. */
const resourceEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries((Object.keys(tables) as TableName[]).map((t) => [tableEnvVar(t), `t-${t}`])),
  ...Object.fromEntries((Object.keys(buckets) as BucketName[]).map((b) => [bucketEnvVar(b), `b-${b}`])),
  ...Object.fromEntries(
    (Object.keys(queues) as QueueName[]).map((q) => [queueEnvVar(q), `https://sqs/${q}`]),
  ),
});

const cdn = {
  [envNames.archiveCdnUrl]: 'https://photos.example.org/',
  [envNames.archiveCdnKeyPairId]: 'K2EXAMPLE',
  [envNames.archiveCdnPrivateKeyArn]: 'arn:aws:secretsmanager:eu-west-3:1:secret:archive-key',
};

describe('archive download configuration', () => {
  it('is absent locally: archive links are S3 presigned URLs', () => {
    expect(loadConfig(resourceEnv()).archiveCdn).toBeUndefined();
  });

  it('takes the three CloudFront settings together, the origin without its trailing slash', () => {
    expect(loadConfig({ ...resourceEnv(), ...cdn }).archiveCdn).toEqual({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKeySecretArn: cdn[envNames.archiveCdnPrivateKeyArn],
    });
  });

  it('refuses a partial setting rather than falling back silently', () => {
    const { [envNames.archiveCdnKeyPairId]: _, ...partial } = cdn;
    expect(() => loadConfig({ ...resourceEnv(), ...partial })).toThrow(envNames.archiveCdnKeyPairId);
  });
});
