/// <reference lib="dom" />
/**
 * A signed-in family whose phone loses the network while the gallery loads: the page says so and
 * offers to try again, on the gallery itself, with the session kept; it does not send the family back
 * to the sign-in page as it does for a refused or expired session.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { storageKeys, webRoutes } from '../../shared/web-routes.js';
import { launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInToStay } from '../helpers/portal-setup.js';

describe('the gallery when the network fails', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers to try again on the gallery, and shows the photos once the network is back', async () => {
    // Prepare: a family signed in on a phone; the photo list cannot be reached for now.
    const token = await signInToStay(portalClient(url), stay?.id ?? '', E2E_PASSWORDS.family);
    const context = await signedInContext(browser, storageKeys.token, token, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    let networkDown = true;
    await page.route(
      (requested) => requested.pathname.startsWith('/api/doc_stage_formateur_active/'),
      (route) => (networkDown ? route.abort('internetdisconnected') : route.continue()),
    );
    const gallery = `${url}${webRoutes.stageDetails(stay?.id ?? '')}`;
    // Act
    await page.goto(gallery);
    const retry = page.getByRole('button', { name: messages.app.retry });
    await page.getByText(messages.app.errorText).waitFor();
    // Assess: still on the gallery, still signed in.
    expect(page.url()).toBe(gallery);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBe(token);
    // Act: the network is back, the family taps the button.
    networkDown = false;
    await retry.click();
    // Assess
    await page.locator('[data-photo-index="0"] img').waitFor();
    expect(await page.getByText(messages.app.errorText).count()).toBe(0);
    expect(page.url()).toBe(gallery);
    await context.close();
  });
});
