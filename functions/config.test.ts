import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { dummyResourceEnv } from '#test/helpers/resource-env.js';
import { loadConfig } from './config.js';

const cdn = {
  [envNames.mediaCdnUrl]: 'https://photos.example.org/',
  [envNames.mediaCdnKeyPairId]: 'K2EXAMPLE',
  [envNames.mediaCdnPrivateKeyArn]: 'arn:aws:secretsmanager:eu-west-3:1:secret:archive-key',
};

describe('media CDN configuration', () => {
  it('is absent from a bare stack: media links are S3 presigned URLs', () => {
    expect(loadConfig(dummyResourceEnv()).mediaCdn).toBeUndefined();
  });

  it('takes the three CloudFront settings together, the origin without its trailing slash', () => {
    expect(loadConfig({ ...dummyResourceEnv(), ...cdn }).mediaCdn).toEqual({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: { secretArn: cdn[envNames.mediaCdnPrivateKeyArn] },
    });
  });

  it('takes the private key itself in the local runtime, but never both a key and a secret', () => {
    const { [envNames.mediaCdnPrivateKeyArn]: _, ...local } = cdn;
    const pem = '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----';
    expect(
      loadConfig({ ...dummyResourceEnv(), ...local, [envNames.mediaCdnPrivateKey]: pem }).mediaCdn,
    ).toEqual({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: { pem },
    });
    expect(() => loadConfig({ ...dummyResourceEnv(), ...cdn, [envNames.mediaCdnPrivateKey]: pem })).toThrow(
      envNames.mediaCdnPrivateKey,
    );
  });

  it('refuses a partial setting rather than falling back silently', () => {
    const { [envNames.mediaCdnKeyPairId]: _, ...partial } = cdn;
    expect(() => loadConfig({ ...dummyResourceEnv(), ...partial })).toThrow(envNames.mediaCdnKeyPairId);
  });
});
