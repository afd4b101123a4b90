import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { readSecret } from './secrets.js';

/** A Secrets Manager client that answers each id with `value:<id>`, failing the first `failures` reads. */
const fakeClient = (failures = 0) => {
  const sent: string[] = [];
  const client = {
    send: async (command: { input: { SecretId: string } }) => {
      sent.push(command.input.SecretId);
      if (sent.length <= failures) throw new Error('Secrets Manager unavailable');
      return { SecretString: `value:${command.input.SecretId}` };
    },
  } as unknown as SecretsManagerClient;
  return { client, sent };
};

describe('readSecret', () => {
  it('reads each secret once for every caller, at once or later', async () => {
    // Prepare
    const { client, sent } = fakeClient();
    // Act
    const values = await Promise.all([readSecret(client, 'jwt'), readSecret(client, 'jwt')]);
    const later = await readSecret(client, 'jwt');
    const other = await readSecret(client, 'origin');
    // Assess
    expect([...values, later, other]).toEqual(['value:jwt', 'value:jwt', 'value:jwt', 'value:origin']);
    expect(sent).toEqual(['jwt', 'origin']);
  });

  it('tries a failed read again on the next call', async () => {
    // Prepare
    const { client, sent } = fakeClient(1);
    // Act
    const failed = readSecret(client, 'jwt');
    // Assess
    await expect(failed).rejects.toThrow('Secrets Manager unavailable');
    expect(await readSecret(client, 'jwt')).toBe('value:jwt');
    expect(sent).toEqual(['jwt', 'jwt']);
  });
});
