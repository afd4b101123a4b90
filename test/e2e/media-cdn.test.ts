/// <reference lib="dom" />
/**
 * Photos come from the site's own origin on CloudFront-shaped signed links, the same links on every
 * page load, so the browser cache serves them again; a link moved to another stay is refused.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { imagesInViewLoaded, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

describe('media through the local CloudFront', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const photoStay = seeded.stays.find((stay) => stay.activePhotos > 0);
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The thumbnails' links once every one in view has loaded. */
  const thumbnails = async (): Promise<string[]> => {
    const images = page.locator('img[src*="/thumb"]');
    await images.first().waitFor();
    await imagesInViewLoaded(page);
    return images.evaluateAll((list) => list.map((image) => (image as HTMLImageElement).src));
  };

  it('shows the thumbnails from the site origin, with the same links across two page loads', async () => {
    // Prepare: the family signs in
    await page.goto(`${url}/stage-details/${photoStay?.id}`);
    await reachUrl(page, /\/connexion\?redirect=/);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(page, `${url}/stage-details/${photoStay?.id}`);
    const first = await thumbnails();
    const served: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.includes('/thumb')) served.push(request.url());
    });
    // Act
    await page.reload();
    const second = await thumbnails();
    // Assess
    expect(first.length).toBe(photoStay?.activePhotos);
    expect(second).toEqual(first);
    for (const link of first) {
      expect(new URL(link).origin).toBe(url);
      expect(new URL(link).searchParams.get('Signature')).toBeTruthy();
    }
    // Whatever the browser asked again went to the very links it already had.
    expect(served.every((link) => first.includes(link))).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'media-cdn-thumbnails-phone.png') });
  });

  it('refuses a thumbnail link moved to another stay, and one without its signature', async () => {
    // Prepare
    const [link] = await thumbnails();
    const other = seeded.stays.find((stay) => stay.id !== photoStay?.id);
    const moved = new URL(link ?? '');
    moved.pathname = moved.pathname.replace(`/${photoStay?.id}/`, `/${other?.id}/`);
    const bare = new URL(link ?? '');
    bare.search = '';
    // Act
    const answers = await Promise.all([link ?? '', moved.toString(), bare.toString()].map((u) => fetch(u)));
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 403]);
  });
});
