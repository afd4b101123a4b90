import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { SecretStore } from '#functions/adapters/secret-store.js';
import { createSigningKeyHandler } from './archive-signing-key.js';

const memoryStore = (initial: string | undefined) => {
  const values = new Map<string, string>(initial === undefined ? [] : [['key', initial]]);
  let writes = 0;
  const store: SecretStore = {
    read: async (id) => values.get(id),
    write: async (id, value) => {
      writes += 1;
      values.set(id, value);
    },
  };
  return { store, values, writes: () => writes };
};

const event = (RequestType: 'Create' | 'Update' | 'Delete') =>
  ({
    RequestType,
    PhysicalResourceId: 'archive-signing-key:key',
    ResourceProperties: { ServiceToken: 'arn', SecretId: 'key' },
  }) as unknown as CloudFormationCustomResourceEvent;

describe('archive signing key', () => {
  it('replaces the generated placeholder with an RSA key and answers its public half', async () => {
    // Prepare: CDK creates the secret with a random string
    const { store, values } = memoryStore('placeholder-from-cdk');
    // Act
    const answer = await createSigningKeyHandler(store)(event('Create'));
    // Assess
    const privatePem = values.get('key') ?? '';
    const derived = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' });
    expect(answer.Data?.PublicKey).toBe(derived.toString());
    expect(answer.Data?.PublicKey).toContain('-----BEGIN PUBLIC KEY-----');
    expect(createPrivateKey(privatePem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(JSON.stringify(answer)).not.toContain('PRIVATE KEY');
  });

  it('keeps the key on update: the CloudFront public key does not change', async () => {
    // Prepare
    const memory = memoryStore(undefined);
    const handler = createSigningKeyHandler(memory.store);
    const created = await handler(event('Create'));
    // Act
    const updated = await handler(event('Update'));
    // Assess
    expect(updated.Data?.PublicKey).toBe(created.Data?.PublicKey);
    expect(memory.writes()).toBe(1);
  });

  it('does nothing on delete', async () => {
    // Prepare
    const memory = memoryStore(undefined);
    // Act
    const answer = await createSigningKeyHandler(memory.store)(event('Delete'));
    // Assess
    expect(answer).toEqual({ PhysicalResourceId: 'archive-signing-key:key' });
    expect(memory.writes()).toBe(0);
  });
});
