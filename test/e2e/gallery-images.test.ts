/// <reference lib="dom" />
/**
 * What a phone downloads for the family gallery, in headless Chromium against the local runtime:
 * the WebP thumbnail that fits its tiles at its screen density, painted over the photo's placeholder,
 * and the JPEG one for a browser that cannot show WebP.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
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

  /** Signs the family in on a new screen of the given size and density, at the stay's gallery. */
  const openGallery = async (viewport: { width: number; height: number }, deviceScaleFactor: number) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'fr-FR' });
    const page = await context.newPage();
    return { context, page };
  };

  const signIn = async (page: Page) => {
    await page.goto(`${url}/stage-details/${stay?.id}`);
    await reachUrl(page, /\/connexion\?redirect=/);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
  };

  /** The gallery on a screen of the given size and density; answers its first tile's image once shown. */
  const firstTile = async (
    viewport: { width: number; height: number },
    deviceScaleFactor: number,
    prepare: (page: Page) => Promise<unknown> = async () => {},
  ) => {
    const { context, page } = await openGallery(viewport, deviceScaleFactor);
    await prepare(page);
    await signIn(page);
    const image = page.locator('.photo-tile img').first();
    await image.waitFor();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('.photo-tile img');
      return Boolean(first?.complete && first.naturalWidth > 0);
    });
    const facts = await image.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      background: img.style.backgroundImage || img.style.backgroundColor,
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
    // The placeholder's colour, or its blurred picture if the thumbnail was slow to come
    expect(dense.background).toMatch(/^(url\("data:image\/png;base64,|rgb\()/);
  });

  it('paints the blurred placeholder over a tile whose thumbnail is slow to come', async () => {
    // Prepare: thumbnails held back until the test lets them go
    const { context, page } = await openGallery(PHONE, 3);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/thumb(-\d+\.webp|\.jpg)/, async (route) => {
      await released;
      await route.continue();
    });
    // Act
    await signIn(page);
    const image = page.locator('.photo-tile img').first();
    // Assess: the blurred picture while waiting, then the thumbnail over it
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.style.backgroundImage), { timeout: 30_000 })
      .toMatch(/^url\("data:image\/png;base64,/);
    release();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('.photo-tile img');
      return Boolean(first?.complete && first.naturalWidth > 0);
    });
    await context.close();
  });

  it('gives a computer of density 2 the copy its wider tiles need', async () => {
    // Act: six columns of ~180 px at 1280 px need ~360 device pixels
    const wide = await firstTile({ width: 1280, height: 800 }, 2);
    // Assess
    expect(wide.renderedWidth).toBeGreaterThan(170);
    expect(new URL(wide.currentSrc).pathname).toMatch(/\/thumb-360\.webp$/);
  });

  it('shows the JPEG thumbnail where the WebP one cannot be shown', async () => {
    // Act: a browser that cannot decode WebP fails on every WebP copy
    const old = await firstTile(PHONE, 3, (page) =>
      page.route(/\/thumb-\d+\.webp/, (route) =>
        route.fulfill({ status: 200, contentType: 'image/webp', body: 'not an image' }),
      ),
    );
    // Assess
    expect(new URL(old.currentSrc).pathname).toMatch(/\/thumb\.jpg$/);
  });
});
