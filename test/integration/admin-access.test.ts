/**
 * Every back-office endpoint refuses anyone but an administrator: the table below is built from the
 * route table itself, so a new admin route is covered the day it is added.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { adminRoutes } from '#shared/routes/admin.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

type Caller = 'anonymous' | 'family' | 'trainer' | 'admin';

const SAMPLE_PARAMS: Record<string, (path: string) => string> = {
  stageId: () => 'STAGE',
  id: () => 'unknownid',
  name: () => 'livret.pdf',
  type: (path) => (path.startsWith('/stage-recipients') ? 'stagiaire' : 'centre'),
};

const fill = (path: string, stayId: string): string =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = SAMPLE_PARAMS[name]?.(path) ?? 'x';
    return value === 'STAGE' ? stayId : value;
  });

/** What each caller must get: 401 without a token, 403 with a stay token, never either as admin. */
const expected = (caller: Caller, access: readonly string[]): 'refused-401' | 'refused-403' | 'allowed' => {
  if (caller === 'anonymous') return 'refused-401';
  if (caller === 'admin') return 'allowed';
  return access.includes(caller === 'family' ? 'stagiaire' : 'formateur') ? 'allowed' : 'refused-403';
};

describe('back-office access', () => {
  let stack: TestStack;
  let stayId: string;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    stack = await createTestStack();
    const stay = await stack.createStay();
    stayId = stay.id;
    const login = async (password: string) =>
      (
        (await call(stack.app, 'POST', '/api/auth/login', { body: { stageId: stayId, password } })).body as {
          token: string;
        }
      ).token;
    tokens.family = await login(stay.mdp_stagiaire);
    tokens.trainer = await login(stay.mdp_formateur);
    tokens.admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const cases = Object.entries(adminRoutes).flatMap(([id, route]) =>
    (['anonymous', 'family', 'trainer', 'admin'] as const).map((caller) => ({ id, route, caller })),
  );

  it.each(cases)('$id ($route.method $route.path) as $caller', async ({ route, caller }) => {
    // Prepare: administrators aim at an unknown stay so nothing real is changed.
    const target = caller === 'admin' ? 'unknownstay' : stayId;
    const token = tokens[caller];
    // Act
    const answer = await call(stack.app, route.method, `/api${fill(route.path, target)}`, {
      ...(token ? { token } : {}),
      ...(route.method === 'GET' ? {} : { body: {} }),
    });
    // Assess
    const outcome = expected(caller, route.access);
    if (outcome === 'refused-401') {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: messages.api.unauthenticated });
    } else if (outcome === 'refused-403') {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.api.forbidden });
    } else {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
