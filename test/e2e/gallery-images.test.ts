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

describe('gallery images on a phone', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Signs the family in on a 390 px phone of the given density; answers the first tile's image. */
  const firstTile = async (deviceScaleFactor: number) => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor, locale: 'fr-FR' });
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

  it('takes the 360 px WebP thumbnail at density 3 and the 240 px one at density 2, over a placeholder', async () => {
    // Act
    const dense = await firstTile(3);
    const plain = await firstTile(2);
    // Assess: a tile of ~115 px needs ~345 device pixels at density 3, ~230 at density 2
    expect(dense.renderedWidth).toBeLessThan(130);
    expect(new URL(dense.currentSrc).pathname).toMatch(/\/thumb-360\.webp$/);
    expect(new URL(plain.currentSrc).pathname).toMatch(/\/thumb-240\.webp$/);
    expect(dense.background).toMatch(/^url\("data:image\/png;base64,/);
  });
});
