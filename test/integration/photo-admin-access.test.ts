/**
 * Who may call each photo-management endpoint: built from the route table, so a new route
 * is covered the day it is added. Families reach only their own stay's archives; trainers nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { photoAdminRoutes } from '#shared/routes/photo-admin.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

type Caller = 'anonymous' | 'family' | 'otherFamily' | 'trainer' | 'otherTrainer' | 'admin';

const ROLE_OF = { family: 'stagiaire', trainer: 'formateur' } as const;

describe('photo management access', () => {
  let stack: TestStack;
  let stayId: string;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    stack = await createTestStack();
    const stay = await stack.createStay();
    const other = await stack.createStay();
    stayId = stay.id;
    tokens.family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    tokens.trainer = await stack.deps.tokens.issueStayToken('formateur', stay.id, stay.token_version);
    tokens.otherFamily = await stack.deps.tokens.issueStayToken('stagiaire', other.id, other.token_version);
    tokens.otherTrainer = await stack.deps.tokens.issueStayToken('formateur', other.id, other.token_version);
    tokens.admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const cases = Object.entries(photoAdminRoutes).flatMap(([id, route]) =>
    (['anonymous', 'family', 'otherFamily', 'trainer', 'otherTrainer', 'admin'] as const).map((caller) => ({
      id,
      route,
      caller,
    })),
  );

  it.each(cases)('$id ($route.method $route.path) as $caller', async ({ route, caller }) => {
    // Prepare: the administrator aims at an unknown stay so nothing real changes.
    const target = caller === 'admin' ? 'unknownstay' : stayId;
    const token = tokens[caller];
    // Act
    const path = route.path.replace('{stageId}', target).replace('{archiveId}', '0'.repeat(32));
    const answer = await call(stack.app, route.method, `/api${path}`, {
      ...(token ? { token } : {}),
      ...(route.method === 'GET' ? {} : { body: {} }),
    });
    // Assess
    if (caller === 'anonymous') {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: messages.api.unauthenticated });
    } else if (
      caller === 'admin' ||
      ((caller === 'family' || caller === 'trainer') &&
        (route.access as readonly string[]).includes(ROLE_OF[caller]))
    ) {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.api.forbidden });
    }
  });
});
