/**
 * Input that no page sends, as a fuzzer or a hostile visitor sends it: every answer is a 4xx with a
 * French message, never a 500, and an anonymous caller learns nothing but "sign in".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDef } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

const protectedRoutes = (Object.entries(apiRoutes) as [string, RouteDef][]).filter(
  ([, route]) => route.access !== 'public',
);

describe('bad input', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  it.each(protectedRoutes)('answers 401 to an anonymous %s before reading its input', async (_id, route) => {
    // Prepare: every path parameter, query value and body invalid.
    const path = route.path.replace(/\{[^}]+\}/g, '%20..%20');
    const answer = await stack.app.request(`/api${path}?page=-1&pageSize=x&limit=0&cursor=0000`, {
      method: route.method,
      headers: { 'content-type': 'application/json' },
      ...(route.method === 'GET' ? {} : { body: '{"not json' }),
    });
    // Assess
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: messages.api.unauthenticated });
  });

  describe('mail log cursor', () => {
    beforeAll(async () => {
      const stay = await stack.createStay();
      await stack.deps.mail.enqueue(
        ['a', 'b', 'c'].map((name) => ({
          to: [`${name}@example.org`],
          subject: 'Mot de passe',
          text: 'Bonjour',
          kind: 'passwords' as const,
          stageId: stay.id,
        })),
        new Date(),
      );
    });

    const encode = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

    it.each([
      ['not base64 JSON', '0000'],
      ['JSON but not a key', encode([1, 2])],
      ['a key with an empty id', encode({ id: '', feed: 'mail', queued_at: 'x' })],
      ['a key of another list', encode({ id: 'x', stageId: 'other', queued_at: 'x' })],
      ['a key with extra attributes', encode({ id: 'x', feed: 'mail', queued_at: 'x', more: 1 })],
    ])('refuses a cursor that is %s with 400', async (_what, cursor) => {
      // Act
      const answer = await call(stack.app, 'GET', `/api/mail-log?cursor=${cursor}`, { token: admin });
      // Assess
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: messages.api.invalidCursor });
    });

    it('follows the cursor it handed out', async () => {
      // Act
      const first = await call(stack.app, 'GET', '/api/mail-log?limit=2', { token: admin });
      const next = (first.body as { next: string | null }).next;
      const second = await call(stack.app, 'GET', `/api/mail-log?limit=2&cursor=${next}`, { token: admin });
      // Assess
      expect(second.status).toBe(200);
      expect((second.body as { items: unknown[] }).items).toHaveLength(1);
    });
  });
});
