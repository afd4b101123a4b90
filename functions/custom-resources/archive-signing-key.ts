/**
 * CloudFormation custom resource (CDK Provider framework): makes sure the archive signing key exists.
 * On create or update it reads the Secrets Manager secret; if it does not hold an RSA private key
 * yet, it generates one (2048 bits, what CloudFront accepts) and stores it. It answers the public
 * half, which becomes the CloudFront public key. The private key never leaves Secrets Manager and
 * never appears in a template or a log. Deleting the resource leaves the secret to its own lifecycle.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { createSecretsManagerStore, type SecretStore } from '#functions/adapters/secret-store.js';

const isPrivateKey = (value: string | undefined): value is string =>
  value?.includes('-----BEGIN PRIVATE KEY-----') === true;

/** The public key (SPKI PEM) of the stored private key, generating and storing one first if needed. */
export const ensureSigningKey = async (store: SecretStore, secretId: string): Promise<string> => {
  let privatePem = await store.read(secretId);
  if (!isPrivateKey(privatePem)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await store.write(secretId, privatePem);
  }
  return createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
};

interface ProviderResponse {
  readonly PhysicalResourceId: string;
  readonly Data?: { readonly PublicKey: string };
}

export const createSigningKeyHandler =
  (store: SecretStore) =>
  async (event: CloudFormationCustomResourceEvent): Promise<ProviderResponse> => {
    const secretId = String(event.ResourceProperties.SecretId ?? '');
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    if (!secretId) throw new Error('SecretId is required');
    const publicKey = await ensureSigningKey(store, secretId);
    return { PhysicalResourceId: `archive-signing-key:${secretId}`, Data: { PublicKey: publicKey } };
  };

export const handler = createSigningKeyHandler(createSecretsManagerStore('archive-signing-key'));
