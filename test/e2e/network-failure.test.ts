/// <reference lib="dom" />
/**
 * A signed-in family or trainer whose phone loses the network while their page loads: the page says
 * so and offers to try again, on the page itself, with the session kept; it does not send them back
 * to the sign-in page as it does for a refused or expired session (covered by the sign-in suites).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInToStay } from '../helpers/portal-setup.js';

describe('pages when the network fails', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Opens `path` on a phone signed in with `password`, the API calls matching `cut` failing as with
   * no network; checks the page offers to retry, signed in, then taps it with the network back and
   * waits for `loaded`.
   */
  const retriesOnThePage = async (
    password: string,
    path: string,
    cut: (pathname: string) => boolean,
    loaded: (page: Page) => Promise<unknown>,
  ) => {
    // Prepare
    const token = await signInToStay(portalClient(url), stay?.id ?? '', password);
    const context = await signedInContext(browser, storageKeys.token, token, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    let networkDown = true;
    await page.route(
      (requested) => cut(requested.pathname),
      (route) => (networkDown ? route.abort('internetdisconnected') : route.continue()),
    );
    const address = `${url}${path}`;
    // Act
    await page.goto(address);
    const retry = page.getByRole('button', { name: messages.app.retry });
    await page.getByText(messages.app.errorText).waitFor();
    // Assess: still on the page, still signed in.
    expect(page.url()).toBe(address);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBe(token);
    // Act: the network is back, a tap on the button.
    networkDown = false;
    await retry.click();
    // Assess
    await loaded(page);
    await expect.poll(() => page.getByText(messages.app.errorText).count()).toBe(0);
    expect(page.url()).toBe(address);
    await context.close();
  };

  it('offers the family to try again on the gallery, and shows the photos once the network is back', () =>
    retriesOnThePage(
      E2E_PASSWORDS.family,
      webRoutes.stayDetails(stay?.id ?? ''),
      (pathname) => pathname.startsWith('/api/doc_stage_formateur_active/'),
      (page) => page.locator('[data-photo-index="0"] img').waitFor(),
    ));

  it('offers the trainer to try again on the trainer home, and shows it once the network is back', () =>
    retriesOnThePage(
      E2E_PASSWORDS.trainer,
      webRoutes.directorHome,
      (pathname) => pathname === '/api/ping',
      (page) => page.getByRole('link', { name: messages.directorHome.uploadPhotos }).waitFor(),
    ));
});
