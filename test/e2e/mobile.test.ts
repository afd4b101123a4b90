/// <reference lib="dom" />
/** The portal on a 390 px wide phone: the mobile menu opens, navigates and closes as it should. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_OFFSET_PX } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { imagesInViewLoaded, launchBrowser, PHONE } from '../helpers/browser.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

describe('on a phone', () => {
  const url = inject('portalUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const menuLink = (name: string) => page.getByRole('link', { name, exact: true });

  it('opens the mobile menu with every entry and closes it with Escape', async () => {
    // Prepare
    await page.goto(url);
    // Act
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    // Assess
    for (const entry of [
      messages.nav.mobileHome,
      messages.nav.familyLink,
      messages.nav.stays,
      messages.nav.mobileTeam,
      messages.nav.mobileAdmin,
    ]) {
      await expect.poll(() => menuLink(entry).last().isVisible(), { message: entry }).toBe(true);
    }
    await page.screenshot({ path: path.join(screenshotDir, 'menu-phone.png') });
    await page.keyboard.press('Escape');
    await menuLink(messages.nav.mobileTeam).last().waitFor({ state: 'hidden' });
  });

  it('closes the mobile menu on a click outside it', async () => {
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    await menuLink(messages.nav.mobileTeam).last().waitFor();
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    await menuLink(messages.nav.mobileTeam).last().waitFor({ state: 'hidden' });
  });

  it('marks the header once the page is scrolled past its first pixels, and unmarks it back there', async () => {
    // Prepare
    await page.goto(url);
    const marked = () =>
      page.locator('header.site-header').evaluate((header) => header.classList.contains('is-scrolled'));
    const scrollTo = (top: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await expect.poll(() => marked()).toBe(false);
    // Act and assess: one pixel past the offset, then back on it, then past it again
    await scrollTo(NAV_OFFSET_PX + 1);
    await expect.poll(marked, { timeout: 10_000 }).toBe(true);
    await scrollTo(NAV_OFFSET_PX);
    await expect.poll(marked, { timeout: 10_000 }).toBe(false);
    await scrollTo(NAV_OFFSET_PX * 4);
    await expect.poll(marked, { timeout: 10_000 }).toBe(true);
  });

  it('lays the stays out without horizontal scrolling', async () => {
    await page.goto(`${url}/stages`);
    await page.getByRole('link', { name: messages.stages.seePhotos }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await imagesInViewLoaded(page);
    await page.screenshot({ path: path.join(screenshotDir, 'stages-phone.png') });
  });
});
