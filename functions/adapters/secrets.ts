/**
 * Reads a secret string from Secrets Manager (the token key, the CloudFront secret and the media
 * signing key in the cloud), once per container: a read in flight or done is shared by every caller
 * of the same client, and a failed read is tried again by the next caller. A rotated secret reaches
 * the new containers; the running ones keep the value they started with, as they keep their tokens'
 * key.
 */
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

const reads = new WeakMap<SecretsManagerClient, Map<string, Promise<string>>>();

const fetchSecret = async (client: SecretsManagerClient, secretId: string): Promise<string> => {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!answer.SecretString) throw new Error(`Secret vide : ${secretId}`);
  return answer.SecretString;
};

export const readSecret = (client: SecretsManagerClient, secretId: string): Promise<string> => {
  let ofClient = reads.get(client);
  if (!ofClient) {
    ofClient = new Map();
    reads.set(client, ofClient);
  }
  const known = ofClient.get(secretId);
  if (known) return known;
  const read = fetchSecret(client, secretId).catch((error: unknown) => {
    ofClient.delete(secretId);
    throw error;
  });
  ofClient.set(secretId, read);
  return read;
};
