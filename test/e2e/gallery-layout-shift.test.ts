/// <reference lib="dom" />
/**
 * A family opening the gallery on a phone with an empty cache: the page draws its frame and skeleton
 * tiles first, then the stay's name, dates, count and photos take their places without moving what is
 * already on the screen (no layout shift), whatever arrives first.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { imagesInViewLoaded, launchBrowser, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInToStay } from '../helpers/portal-setup.js';

/** Lighthouse's phone: the viewport where a shift was first seen. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;

declare global {
  interface Window {
    shiftScore?: number;
  }
}

describe('the gallery loading on a phone', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves nothing on the screen while the stay and its photos arrive', async () => {
    // Prepare: signed in as after the sign-in page, the layout shifts summed from the first paint.
    const token = await signInToStay(portalClient(url), stay?.id ?? '', E2E_PASSWORDS.family);
    const context = await signedInContext(browser, storageKeys.token, token, {
      viewport: LIGHTHOUSE_PHONE,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    await context.addInitScript(() => {
      window.shiftScore = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          window.shiftScore = (window.shiftScore ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    // Act
    await page.goto(`${url}${webRoutes.stayDetails(stay?.id ?? '')}`);
    await page.locator('[data-photo-index="0"] img').waitFor();
    await imagesInViewLoaded(page);
    // Assess: Lighthouse calls a page good below 0.1; the gallery's own frame moves nothing at all.
    await expect.poll(() => page.evaluate(() => window.shiftScore)).toBeLessThan(0.01);
    await context.close();
  });
});
