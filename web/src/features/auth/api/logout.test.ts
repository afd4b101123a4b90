import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/web-routes';
import { session } from '#web/lib/session';
import { signOut } from './logout';

const storage = (entries: Record<string, string>) => {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  };
};

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('revokes every stored token on the server and forgets them, even when the server fails', async () => {
    // Prepare: a family token and an administrator token; the second revocation fails.
    vi.stubGlobal('window', {
      localStorage: storage({ [storageKeys.token]: 'famille', [storageKeys.adminToken]: 'admin' }),
    });
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      new Headers(init.headers).get('Authorization') === 'Bearer admin'
        ? new Response('{}', { status: 503 })
        : new Response(JSON.stringify({ message: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    // Act
    await signOut();
    // Assess
    const calls = fetch.mock.calls.map(([url, init]) => [
      url,
      init.method,
      new Headers(init.headers).get('Authorization'),
    ]);
    expect(calls).toEqual([
      ['/api/auth/logout', 'POST', 'Bearer famille'],
      ['/api/auth/logout', 'POST', 'Bearer admin'],
    ]);
    expect(session.hasAny()).toBe(false);
  });

  it('calls nothing when no token is stored', async () => {
    vi.stubGlobal('window', { localStorage: storage({}) });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await signOut();
    expect(fetch).not.toHaveBeenCalled();
  });
});
