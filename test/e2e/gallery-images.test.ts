/// <reference lib="dom" />
/**
 * What a phone downloads for the family gallery, in headless Chromium against the local runtime:
 * the WebP thumbnail that fits its tiles at its screen density, painted over the photo's placeholder.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

describe('gallery images by screen', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Signs the family in on a screen of the given size and density; answers the first tile's image. */
  const firstTile = async (viewport: { width: number; height: number }, deviceScaleFactor: number) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${url}/stage-details/${stay?.id}`);
    await reachUrl(page, /\/connexion\?redirect=/);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    const image = page.locator('.photo-tile img').first();
    await image.waitFor();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('.photo-tile img');
      return Boolean(first?.complete && first.naturalWidth > 0);
    });
    const facts = await image.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      background: img.style.backgroundImage,
      renderedWidth: img.getBoundingClientRect().width,
    }));
    await context.close();
    return facts;
  };

  it('serves a phone of density 3 as one of density 2, over a placeholder', async () => {
    // Act
    const dense = await firstTile(PHONE, 3);
    const plain = await firstTile(PHONE, 2);
    // Assess: a tile of ~115 px would take the 360 px copy at density 3 (~345 device pixels); capped
    // at density 2 it needs ~230, as on a phone of density 2
    expect(dense.renderedWidth).toBeLessThan(130);
    expect(new URL(dense.currentSrc).pathname).toMatch(/\/thumb-240\.webp$/);
    expect(new URL(plain.currentSrc).pathname).toMatch(/\/thumb-240\.webp$/);
    expect(dense.background).toMatch(/^url\("data:image\/png;base64,/);
  });

  it('gives a computer of density 2 the copy its wider tiles need', async () => {
    // Act: six columns of ~180 px at 1280 px need ~360 device pixels
    const wide = await firstTile({ width: 1280, height: 800 }, 2);
    // Assess
    expect(wide.renderedWidth).toBeGreaterThan(170);
    expect(new URL(wide.currentSrc).pathname).toMatch(/\/thumb-360\.webp$/);
  });
});
