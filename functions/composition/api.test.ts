import { describe, expect, it, vi } from 'vitest';
import { type AwsClients, everyClient } from '#functions/adapters/aws-clients.js';
import { loadConfig } from '#functions/config.js';
import { envNames } from '#shared/env-names.js';
import { dummyResourceEnv } from '#test/helpers/resource-env.js';
import { composeApi } from './api.js';
import { baseDeps, withCoreAdapters } from './core.js';

const ARN = {
  jwt: 'arn:aws:secretsmanager:eu-west-3:1:secret:jwt',
  origin: 'arn:aws:secretsmanager:eu-west-3:1:secret:origin',
  mediaKey: 'arn:aws:secretsmanager:eu-west-3:1:secret:media-key',
};

/** The API's environment in the cloud: its three secrets in Secrets Manager. */
const cloudConfig = () =>
  loadConfig({
    ...dummyResourceEnv(),
    [envNames.jwtSecretArn]: ARN.jwt,
    [envNames.originVerifySecretArn]: ARN.origin,
    [envNames.mediaCdnUrl]: 'https://photos.example.org',
    [envNames.mediaCdnKeyPairId]: 'K2EXAMPLE',
    [envNames.mediaCdnPrivateKeyArn]: ARN.mediaKey,
  });

/** The API's deps as its Lambda builds them, with this Secrets Manager client. */
const coreWith = (secrets: AwsClients['secrets']) => {
  const base = baseDeps(cloudConfig(), { fn: 'tooling' }, everyClient);
  return withCoreAdapters({ ...base, clients: { ...base.clients, secrets } });
};

/** Secrets Manager answering only once `release` is called, counting the reads it has started. */
const heldSecrets = (failing: readonly string[] = []) => {
  const started: string[] = [];
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const client = {
    send: async (command: { input: { SecretId: string } }) => {
      started.push(command.input.SecretId);
      await released;
      if (failing.includes(command.input.SecretId)) throw new Error('AccessDenied');
      return { SecretString: `${command.input.SecretId}:${'k'.repeat(32)}` };
    },
  } as unknown as AwsClients['secrets'];
  return { client, started, release };
};

describe('API composition', () => {
  it('reads its secrets all at once, each once', async () => {
    // Prepare
    const secrets = heldSecrets();
    // Act
    const composing = composeApi(coreWith(secrets.client));
    // Assess: the three reads are under way before any has answered.
    await vi.waitFor(() => expect(secrets.started).toHaveLength(3));
    secrets.release();
    const deps = await composing;
    expect(deps.originVerify).toBe(`${ARN.origin}:${'k'.repeat(32)}`);
    expect(secrets.started.sort()).toEqual([ARN.jwt, ARN.mediaKey, ARN.origin]);
  });

  it('starts without the media signing key, which links read again when they need it', async () => {
    // Prepare
    const secrets = heldSecrets([ARN.mediaKey]);
    secrets.release();
    // Act
    const deps = await composeApi(coreWith(secrets.client));
    // Assess
    expect(deps.originVerify).toBeDefined();
    await expect(deps.signer.getUrl('photos/s1/p1/display.jpg')).rejects.toThrow('AccessDenied');
    expect(secrets.started.filter((id) => id === ARN.mediaKey)).toHaveLength(2);
  });
});
