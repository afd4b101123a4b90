/** `npm run admin:create` makes an account the API signs in with, and refuses to overwrite one. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CloudFormationClient, CreateStackCommand } from '@aws-sdk/client-cloudformation';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableEnvVar } from '#shared/env-names.js';
import { stackOutputs, tableOutput } from '#shared/stack-outputs.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

const run = promisify(execFile);

describe('npm run admin:create', () => {
  let stack: TestStack;
  let alicePassword = '';
  const create = (args: string[], env: Record<string, string> = {}) =>
    run('npx', ['tsx', 'scripts/admin-create.ts', ...args], {
      env: {
        ...process.env,
        AWS_ENDPOINT_URL: stack.endpoint,
        AWS_REGION: 'eu-west-3',
        [tableEnvVar('admins')]: stack.names.tables.admins,
        ...env,
      },
    });

  beforeAll(async () => {
    stack = await createTestStack();
  });

  it('creates an account that signs in, prints a generated password once, and refuses to overwrite it', async () => {
    // Act
    const generated = await create(['alice']);
    const password = /Mot de passe \(affiché une seule fois\) : (\S+)/.exec(generated.stdout)?.[1] ?? '';
    alicePassword = password;
    const login = await call(stack.app, 'POST', '/api/loginAdmin', { body: { username: 'alice', password } });
    const again = create(['alice'], { ADMIN_PASSWORD: 'Another-password-1' });
    // Assess
    expect(password).toHaveLength(14);
    expect(login.status).toBe(200);
    await expect(again).rejects.toMatchObject({ code: 1 });
    expect((await stack.deps.admins.get('alice'))?.password_hash).toMatch(/^scrypt\$/);
  });

  it('changes the password with --reset, taken from ADMIN_PASSWORD and never printed', async () => {
    // Prepare: a session opened before the reset.
    const oldToken = (
      await call(stack.app, 'POST', '/api/loginAdmin', {
        body: { username: 'alice', password: alicePassword },
      })
    ).body as { tokenAdmin: string };
    expect((await call(stack.app, 'GET', '/api/verifyToken', { token: oldToken.tokenAdmin })).status).toBe(
      200,
    );
    // Act
    const answer = await create(['alice', '--reset'], { ADMIN_PASSWORD: 'Reset-password-2026' });
    const login = await call(stack.app, 'POST', '/api/loginAdmin', {
      body: { username: 'alice', password: 'Reset-password-2026' },
    });
    expect(answer.stdout).not.toContain('Reset-password-2026');
    expect(login.status).toBe(200);
    // The reset ends the session opened with the old password; the new one works.
    expect((await call(stack.app, 'GET', '/api/verifyToken', { token: oldToken.tokenAdmin })).status).toBe(
      401,
    );
    const newToken = (login.body as { tokenAdmin: string }).tokenAdmin;
    expect((await call(stack.app, 'GET', '/api/verifyToken', { token: newToken })).status).toBe(200);
  });

  it('finds the table of a deployed stack from its outputs alone with --stack', async () => {
    // Prepare: a stack whose outputs are those the CDK app writes; no table named in the environment
    const cloudFormation = new CloudFormationClient({
      endpoint: stack.endpoint,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await cloudFormation.send(
      new CreateStackCommand({
        StackName: 'portail-deploye',
        TemplateBody: JSON.stringify({
          Resources: { Handle: { Type: 'AWS::CloudFormation::WaitConditionHandle' } },
          Outputs: {
            [tableOutput('admins')]: { Value: stack.names.tables.admins },
            [stackOutputs.region]: { Value: 'eu-west-3' },
          },
        }),
      }),
    );
    // Act
    const answer = await create(['bob', '--stack', 'portail-deploye'], {
      [tableEnvVar('admins')]: 'no-such-table',
      ADMIN_PASSWORD: 'Stack-password-2026',
    });
    const missing = create(['carol', '--stack', 'portail-absent']);
    // Assess
    expect(answer.stdout).toContain(`Compte administrateur « bob » créé dans ${stack.names.tables.admins}.`);
    expect((await stack.deps.admins.get('bob'))?.password_hash).toMatch(/^scrypt\$/);
    await expect(missing).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Pile « portail-absent » introuvable'),
    });
  });
});
