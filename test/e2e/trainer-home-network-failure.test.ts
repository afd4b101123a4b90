/// <reference lib="dom" />
/**
 * A signed-in trainer whose phone cannot reach the server while the trainer home checks the access:
 * the page says so and offers to try again, on /formateur, with the session kept; only a refused
 * check (covered by the sign-in suites) sends the trainer back to the sign-in page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { storageKeys, webRoutes } from '../../shared/web-routes.js';
import { launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInToStay } from '../helpers/portal-setup.js';

describe('the trainer home when the network fails', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays[0];
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers to try again on the page, and shows the trainer area once the network is back', async () => {
    // Prepare: a trainer signed in on a phone; the access check cannot reach the server for now.
    const token = await signInToStay(portalClient(url), stay?.id ?? '', E2E_PASSWORDS.trainer);
    const context = await signedInContext(browser, storageKeys.token, token, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    let networkDown = true;
    await page.route(
      (requested) => requested.pathname === '/api/ping',
      (route) => (networkDown ? route.abort('internetdisconnected') : route.continue()),
    );
    const home = `${url}${webRoutes.trainerHome}`;
    // Act
    await page.goto(home);
    const retry = page.getByRole('button', { name: messages.app.retry });
    await page.getByText(messages.app.errorText).waitFor();
    // Assess: still on the trainer home, still signed in.
    expect(page.url()).toBe(home);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBe(token);
    // Act: the network is back, the trainer taps the button.
    networkDown = false;
    await retry.click();
    // Assess
    await page.getByRole('link', { name: messages.trainerHome.uploadPhotos }).waitFor();
    expect(await page.getByText(messages.app.errorText).count()).toBe(0);
    expect(page.url()).toBe(home);
    await context.close();
  });
});
