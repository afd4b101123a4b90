/// <reference lib="dom" />
/**
 * Every wait ends. An API that never answers (a request the network lost, a stalled proxy): the
 * page stops saying 'Chargement en cours...' at the API call's deadline, says the page could not be
 * loaded and offers to try again, the session kept. A session that expired: the sign-in page says
 * so in the API's words, and once signed in again the family's zip asked for meanwhile is on its way
 * without being asked again.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTokenService } from '#functions/domain/tokens.js';
import type { ClientLimits } from '#shared/capacity.js';
import { messages } from '#shared/messages.js';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { launchBrowser, PHONE, reachUrl, signedInContext } from '../helpers/browser.js';
import { E2E_JWT_SECRET, E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInToStay } from '../helpers/portal-setup.js';

/** The deadline the pages get here: the product's is 35 s, which a test need not wait out. */
const DEADLINE_MS = 3_000;
const ISSUER = 'portail-photos';

describe('waits that end', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  const phone = { viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' } as const;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The page's API calls matching `stalled` get no answer, until `release()`. */
  const stall = async (page: Page, stalled: (pathname: string) => boolean) => {
    let holding = true;
    const held: Route[] = [];
    await page.route(
      (requested) => stalled(requested.pathname),
      (route) => {
        if (!holding) return route.continue();
        held.push(route);
        return undefined;
      },
    );
    return {
      held,
      release: () => {
        holding = false;
      },
    };
  };

  it.each([
    {
      who: 'the trainer, on the trainer home',
      password: E2E_PASSWORDS.trainer,
      path: webRoutes.directorHome,
      stalled: (pathname: string) => pathname === '/api/ping',
      loaded: (page: Page) => page.getByRole('link', { name: messages.directorHome.uploadPhotos }).waitFor(),
    },
    {
      who: 'the family, on the gallery',
      password: E2E_PASSWORDS.family,
      path: webRoutes.stayDetails(stay?.id ?? ''),
      stalled: (pathname: string) => pathname.startsWith('/api/doc_stage_formateur_active/'),
      loaded: (page: Page) => page.locator('[data-photo-index="0"] img').waitFor(),
    },
  ])('offers $who to try again when the API never answers', async ({ password, path, stalled, loaded }) => {
    // Prepare
    const token = await signInToStay(portalClient(url), stay?.id ?? '', password);
    const context = await signedInContext(browser, storageKeys.token, token, phone);
    await context.addInitScript((deadline) => {
      (window as Window & { portailClientLimits?: Partial<ClientLimits> }).portailClientLimits = {
        apiDeadlineMs: deadline,
      };
    }, DEADLINE_MS);
    const page = await context.newPage();
    const api = await stall(page, stalled);
    const address = `${url}${path}`;
    // Act
    await page.goto(address);
    await expect.poll(() => api.held.length).toBeGreaterThan(0);
    const stalledAt = Date.now();
    await page.getByText(messages.app.errorText).waitFor();
    // Assess: the wait ended at the deadline, on the page, signed in.
    expect(Date.now() - stalledAt).toBeLessThan(DEADLINE_MS + 30_000);
    await expect.poll(() => page.getByText(messages.loading.generic).count()).toBe(0);
    expect(page.url()).toBe(address);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBe(token);
    // Act: the API answers again, a tap on the button.
    api.release();
    await page.getByRole('button', { name: messages.app.retry }).click();
    // Assess
    await loaded(page);
    expect(page.url()).toBe(address);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('says why on the sign-in page when the session expired, and the zip asked for follows the sign-in', async () => {
    // Prepare: the family's gallery is open, and its session expires.
    const stayId = stay?.id ?? '';
    const token = await signInToStay(portalClient(url), stayId, E2E_PASSWORDS.family);
    const context = await signedInContext(browser, storageKeys.token, token, phone);
    const page = await context.newPage();
    await page.goto(`${url}${webRoutes.stayDetails(stayId)}`);
    await page.locator('[data-photo-index="0"] img').waitFor();
    const yesterday = () => new Date(Date.now() - 24 * 3_600_000);
    const expired = await createTokenService(E2E_JWT_SECRET, ISSUER, yesterday).issueStayToken(
      'stagiaire',
      stayId,
      1,
    );
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      storageKeys.token,
      expired,
    ] as const);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/archives/${stayId}`)
        asked.push(request.postData() ?? '');
    });
    // Act: four photos chosen, their zip asked for with the expired session.
    await page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true }).click();
    const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
    for (const index of [0, 1, 2, 3]) await boxes.nth(index).check();
    await page.getByRole('button', { name: messages.stayDetails.downloadSelectedCount(4) }).click();
    // Assess: the sign-in page, with the API's words.
    await reachUrl(page, new RegExp(`${webRoutes.login}\\?redirect=`));
    await page.getByText(messages.api.invalidToken).waitFor();
    expect(asked).toHaveLength(1);
    // Act: the family signs in again.
    const download = page.waitForEvent('download', { timeout: 100_000 });
    download.catch(() => undefined); // awaited below; a failure before then is the test's
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    // Assess: back on the gallery, the same zip asked for again without a click, and saved.
    await reachUrl(page, new RegExp(`${webRoutes.stayDetails(stayId)}$`));
    await expect.poll(() => asked.length).toBe(2);
    expect(JSON.parse(asked[1] ?? '{}')).toEqual(JSON.parse(asked[0] ?? '{}'));
    expect((JSON.parse(asked[1] ?? '{}') as { photoIds?: string[] }).photoIds).toHaveLength(4);
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    await context.close();
  });
});
