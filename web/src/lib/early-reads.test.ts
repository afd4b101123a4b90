import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS_SCRIPT } from '#shared/early-reads';
import { EARLY_READS_GLOBAL, type EarlyReads } from '#shared/early-reads-global';
import { FAMILY_PHOTOS_FIRST_PAGE } from '#shared/limits';
import { coreRoutes } from '#shared/routes/core';
import { storageKeys, webRoutes } from '#shared/web-routes';
import { apiFetch } from './api-client';
import { takeEarlyRead } from './early-reads';

const EMPTY_PAGE = JSON.stringify({ photos: [], nextCursor: null });

/** A browser for the script and the API client: an address, a local storage, a network. */
const browserAt = (pathname: string, stored: Readonly<Record<string, string>>, body = EMPTY_PAGE) => {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, headers: new Headers(init?.headers) });
    return new Response(body, { status: 200 });
  });
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const window = { localStorage } as Record<string, unknown>;
  vi.stubGlobal('window', window);
  vi.stubGlobal('fetch', fetch);
  /** Runs index.html's script as the page's first script would, with this browser's globals. */
  const runScript = () =>
    new Function('window', 'location', 'localStorage', 'fetch', EARLY_READS_SCRIPT)(
      window,
      { pathname },
      localStorage,
      fetch,
    );
  return { requests, runScript, reads: () => window[EARLY_READS_GLOBAL] as EarlyReads | undefined };
};

/** The gallery's first page as its loader asks for it. */
const firstPage = (stayId: string) =>
  apiFetch(coreRoutes.listActivePhotos, {
    params: { stageId: stayId },
    query: { limit: String(FAMILY_PHOTOS_FIRST_PAGE) },
    auth: 'any',
  });

describe("index.html's early read of the gallery's first page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for once, by the script, and the API client takes its answer', async () => {
    // Prepare: a stay id that needs encoding
    const stayId = 'séjour 2026/été';
    const browser = browserAt(webRoutes.stayDetails(stayId), { [storageKeys.token]: 'famille' });
    // Act
    browser.runScript();
    const page = await firstPage(stayId);
    // Assess
    expect(page).toEqual({ photos: [], nextCursor: null });
    expect(browser.requests).toHaveLength(1);
    expect(browser.requests[0]?.url).toBe(
      `/api/doc_stage_formateur_active/${encodeURIComponent(stayId)}?limit=${FAMILY_PHOTOS_FIRST_PAGE}`,
    );
    expect(browser.requests[0]?.headers.get('Authorization')).toBe('Bearer famille');
    expect(browser.requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it("carries the administrator's token when no family token is stored", async () => {
    // Prepare
    const browser = browserAt(`${webRoutes.stayDetails('abc')}/`, { [storageKeys.adminToken]: 'admin' });
    // Act
    browser.runScript();
    await firstPage('abc');
    // Assess
    expect(browser.requests).toHaveLength(1);
    expect(browser.requests[0]?.headers.get('Authorization')).toBe('Bearer admin');
  });

  it('is taken once: a second read of the same page goes to the server', async () => {
    // Prepare
    const browser = browserAt(webRoutes.stayDetails('abc'), { [storageKeys.token]: 'famille' });
    browser.runScript();
    // Act
    await firstPage('abc');
    await firstPage('abc');
    // Assess
    expect(browser.requests).toHaveLength(2);
  });

  it('is not taken with another token, and is then forgotten', () => {
    // Prepare
    const browser = browserAt(webRoutes.stayDetails('abc'), { [storageKeys.token]: 'famille' });
    browser.runScript();
    const url = `/api/doc_stage_formateur_active/abc?limit=${FAMILY_PHOTOS_FIRST_PAGE}`;
    // Act
    const taken = takeEarlyRead(url, 'Bearer autre');
    // Assess
    expect(taken).toBeNull();
    expect(browser.reads()).toEqual({});
  });

  it.each([
    ['another page', webRoutes.stages, { [storageKeys.token]: 'famille' }],
    ['no stored token', webRoutes.stayDetails('abc'), {}],
    [
      "the deposit page with an administrator's token only",
      webRoutes.photoDeposit('abc'),
      { [storageKeys.adminToken]: 'admin' },
    ],
    ['an address that does not decode', '/stage-details/%E0%A4%A', { [storageKeys.token]: 'famille' }],
    ['a path below the gallery', `${webRoutes.stayDetails('abc')}/photo`, { [storageKeys.token]: 'famille' }],
  ])('asks for nothing on %s, and throws nothing', (_case, pathname, stored) => {
    // Prepare
    const browser = browserAt(pathname, stored);
    // Act
    browser.runScript();
    // Assess
    expect(browser.requests).toEqual([]);
    expect(browser.reads()).toBeUndefined();
  });
});

describe("index.html's early read of the stay on the director's deposit page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is asked for once, with the director's token, and the API client takes its answer", async () => {
    // Prepare
    const stayId = 'voile-2026_ete';
    const stay = { id: stayId, nom_stage: 'Voile', date_debut: '2026-07-06', date_fin: '2026-07-19' };
    const browser = browserAt(
      webRoutes.photoDeposit(stayId),
      { [storageKeys.token]: 'directeur', [storageKeys.adminToken]: 'admin' },
      JSON.stringify(stay),
    );
    // Act
    browser.runScript();
    const answer = await apiFetch(coreRoutes.getStage, { params: { stageId: stayId } });
    // Assess
    expect(answer).toEqual(stay);
    expect(browser.requests).toHaveLength(1);
    expect(browser.requests[0]?.url).toBe(`/api/stages/${encodeURIComponent(stayId)}`);
    expect(browser.requests[0]?.headers.get('Authorization')).toBe('Bearer directeur');
    expect(browser.reads()).toEqual({});
  });
});
