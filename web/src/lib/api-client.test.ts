import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '../../../shared/routes/admin';
import { coreRoutes } from '../../../shared/routes/core';
import { ApiError, apiFetch, buildApiUrl, isApiError, parseRetryAfter } from './api-client';

describe('buildApiUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(buildApiUrl('/api', '/stages/{stageId}', { stageId: 'a b/c' })).toBe('/api/stages/a%20b%2Fc');
  });

  it('adds the query, leaving out unset values', () => {
    expect(buildApiUrl('/api', '/ping', {}, { role: 'formateur', other: undefined })).toBe(
      '/api/ping?role=formateur',
    );
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => buildApiUrl('/api', '/stages/{stageId}')).toThrow(/stageId/);
  });
});

describe('ApiError', () => {
  it("carries the status and the server's message", () => {
    const error = new ApiError('http', 429, 'Trop de tentatives.');
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('Trop de tentatives.');
    expect(error.message).toBe('Trop de tentatives.');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-07-14T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Tue, 14 Jul 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 14 Jul 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('bientôt', now)).toBeNull();
  });
});

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the route's typed body as JSON, with the request key of a create, and parses the answer", async () => {
    // Prepare
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ message: 'Stagiaire ajouté' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    // Act
    const answer = await apiFetch(adminRoutes.addParticipant, {
      body: { nom: 'Martin', prenom: 'Léa', mailRL: 'lea@famille.test', stageId: 'abc' },
      idempotencyKey: 'cle-unique-1',
      auth: 'none',
    });
    // Assess
    expect(answer).toEqual({ message: 'Stagiaire ajouté' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/add-stagiaire');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('cle-unique-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      nom: 'Martin',
      prenom: 'Léa',
      mailRL: 'lea@famille.test',
      stageId: 'abc',
    });
  });

  it('takes path parameters, query and body only as the route table describes them', () => {
    // The type checker (npm run typecheck) holds these lines: each call below must not compile.
    const misuses = () => [
      // @ts-expect-error a body field the route's schema does not know
      apiFetch(coreRoutes.login, { body: { motDePasse: 'x', stageId: 'abc' }, auth: 'none' }),
      // @ts-expect-error a route with path parameters needs them
      apiFetch(coreRoutes.getStage, { auth: 'any' }),
      // @ts-expect-error a route without a body takes none
      apiFetch(coreRoutes.verifyToken, { body: {}, auth: 'admin' }),
      // @ts-expect-error a query key the route does not read
      apiFetch(adminRoutes.listStageNames, { query: { page: '1', sort: 'nom' }, auth: 'admin' }),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});
