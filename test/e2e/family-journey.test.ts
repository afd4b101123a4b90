/// <reference lib="dom" />
/**
 * A visitor becomes a signed-in family, end to end in headless Chromium against the whole local
 * runtime: browse, search and page through stays, open one, sign in (after one failure), see only
 * the validated photos, use the lightbox, download, log out.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAYS_PAGE_SIZE } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { stayNamePart } from '#shared/photo-file-name.js';
import { DESKTOP, imagesInViewLoaded, launchBrowser, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { withoutTime } from '../helpers/saved-names.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

describe('family journey', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const photoStay = seeded.stays.find((stay) => stay.photos > 0 && stay.activePhotos < stay.photos);
  const activeStays = seeded.stays.filter((stay) => stay.actif === 1);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true, locale: 'fr-FR' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has demo data with a stay whose photos are partly validated', () => {
    expect(photoStay).toBeDefined();
    expect(activeStays.length).toBeGreaterThan(STAYS_PAGE_SIZE);
  });

  it('shows the home page', async () => {
    await page.goto(url);
    await expect.poll(() => page.getByRole('heading', { name: messages.home.title }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: messages.home.discover }).isVisible()).toBe(true);
    await imagesInViewLoaded(page);
    await page.screenshot({ path: path.join(screenshotDir, 'home-desktop.png') });
  });

  it('lists 12 active stays per page, pages and searches', async () => {
    // Prepare: other suites share this portal and may add stays; count what the API lists now.
    const listed = (await (await fetch(`${url}/api/stages`)).json()) as unknown[];
    const secondPage = Math.min(listed.length - STAYS_PAGE_SIZE, STAYS_PAGE_SIZE);
    // Act
    await page.getByRole('link', { name: messages.home.discover }).click();
    await reachUrl(page, `${url}/stages`);
    const cards = page.getByRole('link', { name: messages.stages.seePhotos });
    await cards.first().waitFor();
    // Assess: first page full, inactive stays absent, names in upper case.
    await expect.poll(() => cards.count()).toBe(STAYS_PAGE_SIZE);
    const inactive = seeded.stays.find((stay) => stay.actif === 0);
    await expect.poll(() => page.getByText(inactive?.nom_stage ?? '', { exact: false }).count()).toBe(0);
    await imagesInViewLoaded(page);
    await page.screenshot({ path: path.join(screenshotDir, 'stages-desktop.png') });

    // Act: next page holds the rest.
    await page.getByRole('button', { name: messages.stages.next }).click();
    await expect.poll(() => cards.count()).toBe(secondPage);
    await page.getByRole('button', { name: messages.stages.previous }).click();
    await expect.poll(() => cards.count()).toBe(STAYS_PAGE_SIZE);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(secondPage);

    // Act: a search resets to page 1 and matches case-insensitively.
    const search = page.getByRole('searchbox');
    await search.fill((photoStay?.nom_stage ?? '').toLowerCase());
    await expect.poll(() => cards.count()).toBe(1);
    await expect
      .poll(() => page.getByText((photoStay?.nom_stage ?? '').toUpperCase()).isVisible())
      .toBe(true);
  });

  it('sends a visitor who opens a stay to the sign-in page, which refuses a wrong password', async () => {
    // Act
    await page.getByRole('link', { name: messages.stages.seePhotos }).first().click();
    await reachUrl(page, /\/connexion\?redirect=/);
    const password = page.getByLabel(messages.login.password, { exact: true });
    await password.fill('mauvais-mot-de-passe');
    await password.press('Enter');
    // Assess
    await page.getByText(messages.api.wrongPassword).waitFor();
    expect(page.url()).toContain('/connexion');
  });

  it('signs the family in and shows only the validated photos', async () => {
    // Act
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(page, `${url}/stage-details/${photoStay?.id}`);
    // Assess
    await page
      .getByRole('heading', { name: messages.stayDetails.title(photoStay?.nom_stage ?? '') })
      .waitFor();
    // Each photo gets its box in the selection mode, not before.
    const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
    await page.getByRole('button', { name: messages.stayDetails.openPhoto(1), exact: true }).waitFor();
    await expect.poll(() => boxes.count()).toBe(0);
    await page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true }).click();
    await boxes.first().waitFor();
    await expect.poll(() => boxes.count()).toBe(photoStay?.activePhotos);
    await page.getByRole('button', { name: messages.stayDetails.cancelSelection }).click();
    await boxes.first().waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await imagesInViewLoaded(page);
    await page.screenshot({ path: path.join(screenshotDir, 'stage-details-desktop.png') });
  });

  it('opens the lightbox on the display copies and wraps around at both ends', async () => {
    // Prepare
    const thumbnails = page.locator('img[src*="/thumb"]');
    await thumbnails.first().click();
    const current = (): Promise<string | null> =>
      page.locator('.yarl__slide_current img').first().getAttribute('src');
    await page.locator('.yarl__slide_current img').first().waitFor();
    const first = await current();
    expect(first).toContain('/display.jpg');
    // Act: one step back from the first photo shows the last one; one step forward comes back.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (src) => document.querySelector('.yarl__slide_current img')?.getAttribute('src') !== src,
      first,
    );
    const last = await current();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (src) => document.querySelector('.yarl__slide_current img')?.getAttribute('src') === src,
      first,
    );
    // Assess
    expect(last).not.toBe(first);
    await page.screenshot({ path: path.join(screenshotDir, 'lightbox-desktop.png') });
    await page.keyboard.press('Escape');
    await page.locator('.yarl__root').waitFor({ state: 'detached' });
  });

  it('says so when nothing is selected, then downloads the selected photos one by one', async () => {
    // Prepare
    await page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true }).click();
    // Act: nothing selected. The alert blocks the page until answered, so answer it as it comes.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: messages.stayDetails.downloadSelected }).click();
    // Assess
    await expect.poll(() => alerts).toEqual([messages.stayDetails.noneSelected]);

    // Act: two selected.
    const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const downloads: string[] = [];
    const twoDownloads = new Promise<void>((resolve) => {
      page.on('download', (download) => {
        downloads.push(download.suggestedFilename());
        if (downloads.length === 2) resolve();
      });
    });
    await page.getByRole('button', { name: messages.stayDetails.downloadSelectedCount(2) }).click();
    await twoDownloads;
    // Assess
    const stayPart = stayNamePart(photoStay?.nom_stage ?? '');
    expect(downloads.map(withoutTime).sort()).toEqual([`${stayPart} 001.jpg`, `${stayPart} 002.jpg`]);
    await page.getByRole('button', { name: messages.stayDetails.cancelSelection }).click();
  });

  it('downloads every photo as one zip named after the stay', async () => {
    // Prepare
    const download = page.waitForEvent('download', { timeout: 60_000 });
    // Act
    await page.getByRole('button', { name: messages.archive.downloadAll }).click();
    // Assess
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${(photoStay?.nom_stage ?? '').replace(/\s/g, '_')}.zip`);
  });

  it('logs out: both tokens gone, back home, and the token revoked on the server', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: messages.nav.logout }).first().click();
    await reachUrl(page, `${url}/`);
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('tokenAdmin')]))
      .toEqual([null, null]);
    await expect.poll(() => page.getByRole('button', { name: messages.nav.logout }).count()).toBe(0);
    // A copy of the token no longer works: the page revoked it before forgetting it.
    const status = async () =>
      (await fetch(`${url}/api/verifyToken`, { headers: { authorization: `Bearer ${token}` } })).status;
    await expect.poll(status).toBe(401);
  });

  it('shows the not-found page on an unknown route', async () => {
    await page.goto(`${url}/cette-page-n-existe-pas`);
    await page.getByText(messages.notFound.title).waitFor();
    await page.getByText(messages.notFound.back).click();
    await reachUrl(page, `${url}/`);
  });

  it.each(['/stages/', '/STAGES', '/Connexion', '/stages/un-sejour', '/photos/', '/robots.php'])(
    'shows the not-found page at %s, never a storage error nor another page',
    async (path) => {
      // Act
      const answer = await page.goto(`${url}${path}`);
      // Assess
      await page.getByRole('heading', { name: messages.notFound.title }).waitFor();
      expect(answer?.headers()['content-type']).toContain('text/html');
      await expect.poll(() => page.getByText('AccessDenied').count()).toBe(0);
    },
  );

  it('raised no script error and no CSP violation', () => {
    expect(pageErrors).toEqual([]);
  });
});
