import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '#shared/routes/admin';
import { coreRoutes } from '#shared/routes/core';
import { ApiError, apiFetch, buildApiUrl, isApiError, isNoAnswer, parseRetryAfter } from './api-client';
import { signInReason } from './sign-in-reason';

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

describe('apiFetch deadline and refused sessions', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fetch that never answers, and gives up only when its signal aborts, as browsers do. */
  const stalledFetch = () =>
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  /** A browser's two storages, in memory. */
  const storages = (stored: Record<string, string> = {}) => {
    const area = (initial: Record<string, string>): Storage => {
      const items = new Map(Object.entries(initial));
      return {
        get length() {
          return items.size;
        },
        clear: () => items.clear(),
        getItem: (key) => items.get(key) ?? null,
        key: (index) => [...items.keys()][index] ?? null,
        removeItem: (key) => void items.delete(key),
        setItem: (key, value) => void items.set(key, value),
      };
    };
    vi.stubGlobal('window', { localStorage: area(stored), sessionStorage: area({}) });
  };

  it('gives up a call the server does not answer at the deadline, as a call without an answer', async () => {
    // Prepare
    vi.stubGlobal('fetch', stalledFetch());
    // Act
    const failure = await apiFetch(coreRoutes.verifyToken, { auth: 'none', deadlineMs: 20 }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'timeout', status: 0 });
    expect(isNoAnswer(failure)).toBe(true);
  });

  it('gives up a body that stops coming', async () => {
    // Prepare: the headers came, the body never ends
    const endless = new ReadableStream<Uint8Array>({ start: () => undefined });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(endless, { status: 200 })),
    );
    // Act
    const failure = await apiFetch(coreRoutes.verifyToken, { auth: 'none', deadlineMs: 20 }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(failure).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it("passes on the caller's own abort as it is", async () => {
    // Prepare
    vi.stubGlobal('fetch', stalledFetch());
    const controller = new AbortController();
    const reason = new Error('page left');
    // Act
    const call = apiFetch(coreRoutes.verifyToken, { auth: 'none', signal: controller.signal });
    controller.abort(reason);
    // Assess
    await expect(call).rejects.toBe(reason);
  });

  it("leaves the server's message for the sign-in page when it refuses the stored session", async () => {
    // Prepare
    storages({ token: 'expire' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'Session invalide ou expirée. Veuillez vous reconnecter.' }),
            {
              status: 401,
            },
          ),
      ),
    );
    // Act
    const failure = await apiFetch(coreRoutes.getStage, { params: { stageId: 'abc' } }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(signInReason('stay')).toBe('Session invalide ou expirée. Veuillez vous reconnecter.');
    expect(signInReason('admin')).toBeNull();
  });

  it('leaves nothing when the refused call carried no session', async () => {
    // Prepare
    storages();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Mot de passe incorrect.' }), { status: 401 }),
      ),
    );
    // Act
    await apiFetch(coreRoutes.getStage, { params: { stageId: 'abc' } }).catch(() => undefined);
    // Assess
    expect(signInReason('stay')).toBeNull();
  });
});
