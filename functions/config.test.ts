import { describe, expect, it } from 'vitest';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import {
  type BucketName,
  buckets,
  type QueueName,
  queues,
  type TableName,
  tables,
} from '#shared/resources.js';
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
  [envNames.mediaCdnUrl]: 'https://photos.example.org/',
  [envNames.mediaCdnKeyPairId]: 'K2EXAMPLE',
  [envNames.mediaCdnPrivateKeyArn]: 'arn:aws:secretsmanager:eu-west-3:1:secret:archive-key',
};

describe('media CDN configuration', () => {
  it('is absent from a bare stack: media links are S3 presigned URLs', () => {
    expect(loadConfig(resourceEnv()).mediaCdn).toBeUndefined();
  });

  it('takes the three CloudFront settings together, the origin without its trailing slash', () => {
    expect(loadConfig({ ...resourceEnv(), ...cdn }).mediaCdn).toEqual({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: { secretArn: cdn[envNames.mediaCdnPrivateKeyArn] },
    });
  });

  it('takes the private key itself in the local runtime, but never both a key and a secret', () => {
    const { [envNames.mediaCdnPrivateKeyArn]: _, ...local } = cdn;
    const pem = '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----';
    expect(loadConfig({ ...resourceEnv(), ...local, [envNames.mediaCdnPrivateKey]: pem }).mediaCdn).toEqual({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: { pem },
    });
    expect(() => loadConfig({ ...resourceEnv(), ...cdn, [envNames.mediaCdnPrivateKey]: pem })).toThrow(
      envNames.mediaCdnPrivateKey,
    );
  });

  it('refuses a partial setting rather than falling back silently', () => {
    const { [envNames.mediaCdnKeyPairId]: _, ...partial } = cdn;
    expect(() => loadConfig({ ...resourceEnv(), ...partial })).toThrow(envNames.mediaCdnKeyPairId);
  });
});
