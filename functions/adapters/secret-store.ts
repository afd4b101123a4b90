/** A secret as a string that may be read and written (the archive signing key's private half). */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { type FunctionName, recordCallsOf } from './call-recorder.js';

export interface SecretStore {
  /** The secret's string, or undefined while it holds none. */
  read(secretId: string): Promise<string | undefined>;
  write(secretId: string, value: string): Promise<void>;
}

export const createSecretsManagerStore = (owner: FunctionName): SecretStore => {
  const client = recordCallsOf(new SecretsManagerClient({}), owner);
  return {
    async read(secretId) {
      return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
    },
    async write(secretId, value) {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: value }));
    },
  };
};
