/** Reads a secret string from Secrets Manager (the token key in the cloud). */
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export const readSecret = async (client: SecretsManagerClient, secretId: string): Promise<string> => {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!answer.SecretString) throw new Error(`Secret vide : ${secretId}`);
  return answer.SecretString;
};
