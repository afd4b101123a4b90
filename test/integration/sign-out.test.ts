/** Tokens end on the server: sign-out, an administrator's reset or deleted account. */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, TEST_ADMIN, type TestStack } from '../helpers/test-stack.js';

describe('tokens ended on the server', () => {
  let stack: TestStack;
  let stay: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay();
  });

  const signIn = async (password: string): Promise<string> => {
    const answer = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: stay.id, password },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { token: string }).token;
  };
  const readStay = (token: string) => call(stack.app, 'GET', `/api/stages/${stay.id}`, { token });
  const verifyAdmin = (token: string) => call(stack.app, 'GET', '/api/verifyToken', { token });

  it.each([
    ['family', 'mdp_stagiaire'],
    ['trainer', 'mdp_formateur'],
  ] as const)('sign-out revokes a %s token on the server, and only that token', async (_who, field) => {
    // Prepare: two sessions of the same role.
    const signedOut = await signIn(stay[field]);
    const other = await signIn(stay[field]);
    // Act
    const answer = await call(stack.app, 'POST', '/api/auth/logout', { token: signedOut });
    // Assess
    expect(answer).toMatchObject({ status: 200, body: { message: messages.api.loggedOut } });
    expect(await readStay(signedOut)).toMatchObject({
      status: 401,
      body: { message: messages.api.invalidToken },
    });
    expect((await readStay(other)).status).toBe(200);
  });

  it('sign-out revokes an administrator token on the server', async () => {
    const token = await stack.deps.tokens.issueAdminToken(TEST_ADMIN);
    expect((await verifyAdmin(token)).status).toBe(200);
    expect((await call(stack.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await verifyAdmin(token)).status).toBe(401);
    expect((await call(stack.app, 'POST', '/api/auth/logout', { token })).status).toBe(401);
  });

  it('refuses sign-out without a token', async () => {
    expect((await call(stack.app, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('refuses an administrator token for an account that does not exist', async () => {
    const token = await stack.deps.tokens.issueAdminToken('fantome');
    expect(await verifyAdmin(token)).toMatchObject({
      status: 401,
      body: { message: messages.api.invalidToken },
    });
  });

  it("refuses an administrator's tokens once the account is deleted", async () => {
    // Prepare
    await stack.deps.admins.put({
      username: 'bruno',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00Z',
    });
    const token = await stack.deps.tokens.issueAdminToken('bruno');
    expect((await verifyAdmin(token)).status).toBe(200);
    // Act
    await stack.deps.clients.dynamo.send(
      new DeleteCommand({ TableName: stack.names.tables.admins, Key: { username: 'bruno' } }),
    );
    // Assess
    expect((await verifyAdmin(token)).status).toBe(401);
  });

  it("refuses an administrator token carrying another version than the account's", async () => {
    await stack.deps.admins.put({
      username: 'carla',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00Z',
      token_version: 7,
    });
    expect((await verifyAdmin(await stack.deps.tokens.issueAdminToken('carla', 7))).status).toBe(200);
    expect((await verifyAdmin(await stack.deps.tokens.issueAdminToken('carla', 6))).status).toBe(401);
  });
});
