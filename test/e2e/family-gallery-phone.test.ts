/// <reference lib="dom" />
/**
 * A family's gallery of a long stay on a 390 px phone, in headless Chromium against the whole local
 * runtime: the first page of photos is asked for before the app's code has arrived, and its first
 * row's thumbnails before the grid's code; the page draws its frame and square skeleton tiles before
 * the photo list answers, then the thumbnails; the rows of the next scroll step are drawn before it;
 * scrolling reads the next pages of the list while only the rows near the screen stay in the page,
 * and the tiles it leaves go from memory; the selection mode gives each photo its box and puts the
 * count on the download.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAMILY_PHOTOS_FIRST_PAGE, FAMILY_PHOTOS_MAX_PAGE, MAX_UPLOAD_BATCH } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import type { PhotoPage, SignUploadsResponse } from '#shared/schemas.js';
import { storageKeys } from '#shared/web-routes.js';
import { tinyJpeg } from '../fixtures/images.js';
import { holdRequests, launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';
import { withoutTime } from '../helpers/saved-names.js';
import { shareCapability, sharedBatches } from '../helpers/share-capability.js';

/** More than two pages of the list: the first page, a full next one, and some. */
const PHOTO_COUNT = 150;
const STAY = {
  nom_stage: 'Colo Océan et Dunes',
  ville: 'Lacanau',
  date_debut: '2026-07-06',
  date_fin: '2026-07-26',
  mdp_formateur: 'Equipe-Ocean-2026',
  mdp_stagiaire: 'Famille-Ocean-2026',
} as const;
const LIST_PATH = '/api/doc_stage_formateur_active/';
/** The app's entry code, which holds the API client and the gallery's loader. */
const ENTRY_CODE = /\/assets\/index-[^/]+\.js$/;
/** The gallery page's own code, loaded on demand. */
const PAGE_CODE = /\/assets\/stay-photos-page-[^/]+\.js$/;
/** The photo viewer's code, fetched ahead of the first tap. */
const VIEWER_CODE = /\/assets\/photo-lightbox-[^/]+\.js$/;
/** A thumbnail, WebP or JPEG. */
const THUMBNAIL = /\/thumb(-\d+\.webp|\.jpg)/;
const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

/** A few small sources used in turn: the number of photos is what this test is about. */
const sources = () =>
  Promise.all(
    Array.from({ length: 4 }, (_, index) =>
      sharp({
        create: { width: 160, height: 120, channels: 3, background: { r: 60 * index, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );

describe('a long stay on a phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stayId = '';
  let familyToken = '';
  /** Query strings of the list requests the page made. */
  const listQueries: string[] = [];

  /** How many photos the family sees, following the list's pages. */
  const visibleCount = async (): Promise<number> => {
    let seen = 0;
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({
        limit: String(FAMILY_PHOTOS_MAX_PAGE),
        ...(cursor ? { cursor } : {}),
      });
      const listed: PhotoPage = await api.call<PhotoPage>(`/doc_stage_formateur_active/${stayId}?${query}`, {
        token: familyToken,
      });
      seen += listed.photos.length;
      cursor = listed.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    const adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    familyToken = await signInToStay(api, stayId, STAY.mdp_stagiaire);
    // Sent as an administrator sends them: visible to the family once the media worker made them.
    const images = await sources();
    for (let first = 0; first < PHOTO_COUNT; first += MAX_UPLOAD_BATCH) {
      const names = Array.from(
        { length: Math.min(MAX_UPLOAD_BATCH, PHOTO_COUNT - first) },
        (_, index) => `IMG_${5000 + first + index}.jpg`,
      );
      const bytesOf = (name: string) => images[Number(name.slice(4, 8)) % images.length] as Buffer;
      const signed = await api.call<SignUploadsResponse>(`/doc_stage_formateur/${stayId}/uploads`, {
        token: adminToken,
        body: {
          actif: 1,
          formateurNom: 'Martin',
          formateurPrenom: 'Claire',
          files: names.map((name) => ({ name, type: 'image/jpeg', size: bytesOf(name).length })),
        },
      });
      await Promise.all(
        signed.uploads.map(async (upload) => {
          const answer = await fetch(upload.url, {
            method: 'PUT',
            headers: upload.headers,
            body: new Uint8Array(bytesOf(upload.name)),
          });
          if (!answer.ok) throw new Error(`PUT ${upload.name}: ${answer.status}`);
        }),
      );
    }
    // The media worker makes the thumbnails: wait until the family sees every photo.
    const deadline = Date.now() + 150_000;
    while ((await visibleCount()) < PHOTO_COUNT) {
      if (Date.now() > deadline) throw new Error('The media worker did not make every photo visible');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    await context.addInitScript((token) => {
      try {
        localStorage.setItem('token', token);
      } catch {
        // about:blank has no storage.
      }
    }, familyToken);
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('draws the header and square skeleton tiles before the photo list answers, then the thumbnails', async () => {
    // Prepare: the list waits until the test has looked at the page without it.
    const { release } = await holdRequests(page, `**${LIST_PATH}**`, (requestUrl) =>
      listQueries.push(new URL(requestUrl).search),
    );
    // Act
    await page.goto(`${url}/stage-details/${stayId}`);
    // Assess: the frame, without a single photo
    await page.getByRole('heading', { name: messages.stayDetails.title(STAY.nom_stage) }).waitFor();
    await page.getByText(messages.stayDetails.dates('06/07/2026', '26/07/2026')).waitFor();
    const skeletons = page.locator('.photo-tile--skeleton');
    await skeletons.first().waitFor();
    await expect.poll(() => skeletons.count()).toBeGreaterThanOrEqual(12);
    const box = await skeletons.first().boundingBox();
    expect(box?.width).toBeGreaterThan(90);
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
    await expect.poll(() => page.locator('.photo-grid img').count()).toBe(0);

    // Act: the list answers
    release();
    // Assess: thumbnails take the skeletons' places, a first screen of them
    await page.locator(`img[alt="${messages.stayDetails.photoAltUncounted(1)}"]`).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.photo-grid img'))
        .filter((image) => image.getBoundingClientRect().bottom <= window.innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    expect(listQueries[0]).toContain(`limit=${FAMILY_PHOTOS_FIRST_PAGE}`);
    expect(listQueries[0]).not.toContain('cursor=');
  });

  it("draws the site's header while the page's own code is on its way", async () => {
    // Prepare: a phone of its own whose gallery code waits until the test lets it go
    const phone = await signedInContext(browser, storageKeys.token, familyToken, {
      viewport: PHONE,
      isMobile: true,
      locale: 'fr-FR',
    });
    const waiting = await phone.newPage();
    const { release } = await holdRequests(waiting, PAGE_CODE);
    try {
      // Act
      await waiting.goto(`${url}/stage-details/${stayId}`);
      // Assess: the header and the loading line in the page's place, then the page
      await waiting.getByRole('status').filter({ hasText: messages.app.loading }).waitFor();
      await expect.poll(() => waiting.getByRole('banner').isVisible()).toBe(true);
      release();
      await waiting.getByRole('heading', { name: messages.stayDetails.title(STAY.nom_stage) }).waitFor();
    } finally {
      release();
      await phone.close();
    }
  });

  it("asks for the first row's thumbnails while the page's own code is on its way", async () => {
    const screens = [
      { viewport: PHONE, deviceScaleFactor: 3, isMobile: true, columns: 3 },
      { viewport: { width: 800, height: 1000 }, deviceScaleFactor: 2, isMobile: false, columns: 4 },
    ];
    for (const { columns, ...screen } of screens) {
      // Prepare: a screen of its own whose gallery code waits until the test lets it go
      const device = await signedInContext(browser, storageKeys.token, familyToken, {
        ...screen,
        locale: 'fr-FR',
      });
      const waiting = await device.newPage();
      const thumbnails: string[] = [];
      waiting.on('request', (request) => {
        if (THUMBNAIL.test(request.url())) thumbnails.push(request.url());
      });
      const { release } = await holdRequests(waiting, PAGE_CODE);
      try {
        // Act
        await waiting.goto(`${url}/stage-details/${stayId}`);
        // Assess: a row of thumbnails is on its way while the grid's code is held back
        await expect.poll(() => thumbnails.length, { timeout: 30_000 }).toBe(columns);
        // Act: the code comes
        release();
        // Assess: the first row shows exactly those, each downloaded once
        const shownRow = await waiting.waitForFunction((count) => {
          const row = Array.from({ length: count }, (_, index) =>
            document.querySelector<HTMLImageElement>(`[data-photo-index="${index}"] img`),
          );
          const painted = row.every((image) => image?.complete === true && image.naturalWidth > 0);
          return painted && row.map((image) => image?.currentSrc);
        }, columns);
        const shown = (await shownRow.jsonValue()) as string[];
        expect(shown).toEqual(thumbnails.slice(0, columns));
        expect(thumbnails.filter((thumbnail) => shown.includes(thumbnail))).toHaveLength(columns);
      } finally {
        release();
        await device.close();
      }
    }
  });

  it("asks for the first page of photos before the app's code has arrived, and only once", async () => {
    // Prepare: a phone of its own whose app code waits until the test lets it go
    const phone = await signedInContext(browser, storageKeys.token, familyToken, {
      viewport: PHONE,
      isMobile: true,
      locale: 'fr-FR',
    });
    const early = await phone.newPage();
    const queries: string[] = [];
    await early.route(`**${LIST_PATH}**`, async (route) => {
      queries.push(new URL(route.request().url()).search);
      await route.continue();
    });
    const { release } = await holdRequests(early, ENTRY_CODE);
    try {
      // Act
      await early.goto(`${url}/stage-details/${stayId}`, { waitUntil: 'commit' });
      // Assess: the first page is asked for while the app's code is held back
      await expect.poll(() => queries.length, { timeout: 30_000 }).toBe(1);
      expect(queries[0]).toBe(`?limit=${FAMILY_PHOTOS_FIRST_PAGE}`);
      // Act: the code comes
      release();
      // Assess: the page shows the thumbnails of that answer without asking for it again
      await early.locator(`img[alt="${messages.stayDetails.photoAltUncounted(1)}"]`).waitFor();
      await early.waitForFunction(() => {
        const first = document.querySelector<HTMLImageElement>('.photo-grid img');
        return first?.complete === true && first.naturalWidth > 0;
      });
      expect(queries.filter((query) => !query.includes('cursor='))).toHaveLength(1);
    } finally {
      release();
      await phone.close();
    }
  });

  it("asks for the next page and the viewer's code once the first screen is in, not before", async () => {
    // Prepare: a phone of its own whose thumbnails wait until the test lets them go
    const phone = await signedInContext(browser, storageKeys.token, familyToken, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    const queries: string[] = [];
    const thumbnails = await phone.newPage();
    const viewerCode: string[] = [];
    thumbnails.on('request', (request) => {
      if (VIEWER_CODE.test(new URL(request.url()).pathname)) viewerCode.push(request.url());
    });
    const { release } = await holdRequests(thumbnails, THUMBNAIL);
    await thumbnails.route(`**${LIST_PATH}**`, async (route) => {
      queries.push(new URL(route.request().url()).search);
      await route.continue();
    });
    try {
      // Act: not waiting for the load event, which waits for the first row's thumbnails
      await thumbnails.goto(`${url}/stage-details/${stayId}`, { waitUntil: 'domcontentloaded' });
      // Assess: half a second on, the tiles wait on their blurred placeholders, and the page has
      // asked for its first page only
      await expect
        .poll(
          () =>
            thumbnails
              .locator('.photo-tile img')
              .first()
              .evaluate((img) => img.style.backgroundImage),
          { timeout: 60_000 },
        )
        .toMatch(/^url\("data:image\/png;base64,/);
      expect(queries).toHaveLength(1);
      expect(viewerCode).toEqual([]);
      // Act: the thumbnails come
      release();
      // Assess: then the next page is asked for, and the viewer's code without a tap
      await expect
        .poll(() => queries.filter((query) => query.includes('cursor=')).length, { timeout: 60_000 })
        .toBe(1);
      await expect.poll(() => viewerCode.length, { timeout: 60_000 }).toBe(1);
    } finally {
      release();
      await phone.close();
    }
  });

  it('keeps the first screen for photos: a short title and at least four full rows of three', async () => {
    // Act
    const layout = await page.evaluate(() => {
      const title = document.querySelector('h1') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
      const tiles = Array.from(document.querySelectorAll('.photo-grid .photo-tile')).map((tile) =>
        tile.getBoundingClientRect(),
      );
      return {
        titleLines: Math.round(title.getBoundingClientRect().height / lineHeight),
        fullTiles: tiles.filter((tile) => tile.top >= 0 && tile.bottom <= window.innerHeight).length,
        columns: new Set(tiles.slice(0, 6).map((tile) => Math.round(tile.left))).size,
      };
    });
    // Assess
    expect(layout.titleLines).toBeLessThanOrEqual(2);
    expect(layout.columns).toBe(3);
    expect(layout.fullTiles).toBeGreaterThanOrEqual(12);
  });

  // The rows a step of 0.8 screen brings onto the screen, from the grid's geometry, and those of
  // them not in the page yet
  const missingAfterStep = () =>
    page.evaluate(() => {
      const tiles = Array.from(document.querySelectorAll<HTMLElement>('.photo-grid [data-photo-index]'));
      // Any drawn tile and the one below it give the rows' pitch, and where the grid starts.
      const top = Number(tiles[0]?.dataset.photoIndex);
      const first = tiles[0]?.getBoundingClientRect();
      const below = tiles
        .find((tile) => tile.dataset.photoIndex === String(top + 3))
        ?.getBoundingClientRect();
      if (!first || !below) return ['two drawn rows'];
      const pitch = below.top - first.top;
      const gridTop = first.top - Math.floor(top / 3) * pitch;
      const stepTop = window.innerHeight * 0.8 - gridTop;
      const present = new Set(tiles.map((tile) => tile.dataset.photoIndex));
      const missing: string[] = [];
      const lastRow = Math.floor((stepTop + window.innerHeight) / pitch);
      for (let row = Math.max(0, Math.floor(stepTop / pitch)); row <= lastRow; row += 1) {
        for (let column = 0; column < 3; column += 1) {
          const index = String(row * 3 + column);
          if (!present.has(index)) missing.push(index);
        }
      }
      return missing;
    });

  // How much of the screen's part of the grid the drawn tiles leave uncovered, in CSS pixels, above
  // and below them: 0 and 0 when every row on the screen is in the page
  const uncoveredOnScreen = () =>
    page.evaluate(() => {
      const grid = (document.querySelector('.photo-grid-frame') as HTMLElement).getBoundingClientRect();
      const tiles = Array.from(document.querySelectorAll('.photo-grid .photo-tile'), (tile) =>
        tile.getBoundingClientRect(),
      );
      const from = Math.max(0, grid.top);
      const to = Math.min(window.innerHeight, grid.bottom);
      if (to <= from) return { above: 0, below: 0 };
      const drawnTop = Math.min(...tiles.map((tile) => tile.top));
      const drawnBottom = Math.max(...tiles.map((tile) => tile.bottom));
      return {
        above: Math.round(Math.max(0, Math.min(drawnTop, to) - from)),
        below: Math.round(Math.max(0, to - Math.max(drawnBottom, from))),
      };
    });

  it('has every row of the next scroll step drawn before the step', async () => {
    // Act: the family looks at the first screen
    await page.evaluate(() => window.scrollTo(0, 0));
    // Assess: none of the tiles the next step shows is still to draw (two rows were, when the grid
    // drew two rows ahead; four, when it drew none)
    await expect.poll(missingAfterStep, { timeout: 30_000 }).toEqual([]);
  });

  it('reads no position from the page while the screen scrolls and the rows ahead are drawn', async () => {
    // Prepare: count the reads of the scroll position and of the grid's box, each of which lays the
    // page out at once when the last render changed it, and the scroll events
    await page.evaluate(() => {
      const grid = document.querySelector('.photo-grid-frame') as HTMLElement;
      const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
      const read = scrollY?.get;
      if (!scrollY || !read) throw new Error('window.scrollY is not an accessor of the window');
      const counts = {
        reads: 0,
        scrolls: 0,
        restore: () => {
          Object.defineProperty(window, 'scrollY', scrollY);
          Reflect.deleteProperty(grid, 'getBoundingClientRect');
        },
      };
      Object.assign(window, { scrollCounts: counts });
      Object.defineProperty(window, 'scrollY', {
        configurable: true,
        get: () => {
          counts.reads += 1;
          return read.call(window);
        },
      });
      grid.getBoundingClientRect = () => {
        counts.reads += 1;
        return Element.prototype.getBoundingClientRect.call(grid);
      };
      window.addEventListener('scroll', () => (counts.scrolls += 1), { capture: true, passive: true });
    });
    type Counts = { reads: number; scrolls: number; restore: () => void };
    // Act: one scroll step, then the rows of the next one drawn ahead, a row per background render
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await expect.poll(missingAfterStep, { timeout: 30_000 }).toEqual([]);
    const counts = await page.evaluate(() => {
      const { reads, scrolls, restore } = (window as unknown as { scrollCounts: Counts }).scrollCounts;
      restore();
      return { reads, scrolls };
    });
    // Assess: the rows followed the screen from what the browser's own layout reported, neither the
    // scroll events nor the renders drawing the rows ahead read anything (the grid read the position
    // at each scroll event, 25 reads for one step, when it listened to them)
    expect(counts.scrolls).toBeGreaterThan(0);
    expect(counts, JSON.stringify(counts)).toMatchObject({ reads: 0 });
  });

  it('draws the rows on the screen after jumps, on a turned phone and on a very short screen', async () => {
    // Every jump is instant, as a tap on the status bar or a key is: the page's smooth scrolling
    // would pass by the rows between.
    try {
      // Act and assess: the end of the page, where the footer is, then the top
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('[data-photo-index="0"]').waitFor();
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
      // The phone turned, halfway down the stay: four columns of larger rows, a shorter screen
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      );
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
      await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
      await page.evaluate(() => window.scrollBy({ top: window.innerHeight * 3, behavior: 'instant' }));
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
      // A screen shorter than what is above the grid (a phone held sideways, its keyboard open): at
      // the top no row of the grid is on it, and none of the rows drawn there is after a jump
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const gridTop = await page.evaluate(
        () => (document.querySelector('.photo-grid-frame') as HTMLElement).getBoundingClientRect().top,
      );
      await page.setViewportSize({ width: PHONE.width, height: Math.floor(gridTop) - 20 });
      // The grid has followed: the first row and the two below it, plus the five drawn ahead
      await expect.poll(() => page.locator('.photo-grid .photo-tile').count(), { timeout: 30_000 }).toBe(21);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      );
      await expect.poll(uncoveredOnScreen, { timeout: 30_000 }).toEqual({ above: 0, below: 0 });
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it('reads the next pages while scrolling, with only the rows near the screen in the page', async () => {
    // Act: scroll down a screen at a time until the last photo is drawn
    const last = page.locator(`img[alt="${messages.stayDetails.photoAlt(PHOTO_COUNT, PHOTO_COUNT)}"]`);
    let mostTiles = 0;
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
          mostTiles = Math.max(mostTiles, await page.locator('.photo-grid .photo-tile').count());
          return last.count();
        },
        { timeout: 90_000 },
      )
      .toBe(1);
    // Assess
    await last.waitFor();
    expect(listQueries.filter((query) => query.includes('cursor=')).length).toBeGreaterThanOrEqual(2);
    expect(mostTiles).toBeLessThan(PHOTO_COUNT / 2);
    await page.getByText(messages.stayDetails.photoCount(PHOTO_COUNT), { exact: true }).waitFor();
    await expect.poll(() => page.locator('.photo-tile--skeleton').count()).toBe(0);
  });

  it('keeps no tile in memory once a quick scroll has left it behind', async () => {
    // Prepare: every page of the list is read (test above); the phone's CPU slowed as on the bench,
    // so the grid's background renders get interrupted as on a real phone
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Performance.enable');
    /** DOM nodes alive after a garbage collection but no longer in the page. */
    const nodesOutOfPage = async (): Promise<number> => {
      await devtools.send('HeapProfiler.collectGarbage');
      const { metrics } = await devtools.send('Performance.getMetrics');
      const alive = metrics.find((metric) => metric.name === 'Nodes')?.value ?? Number.NaN;
      const inPage = await page.evaluate(() => {
        const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
        let count = 1;
        while (walker.nextNode()) count += 1;
        return count;
      });
      return alive - inPage;
    };
    /** Scrolls to the top and waits until the grid has drawn the rows there. */
    const atTop = async (): Promise<void> => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('[data-photo-index="0"]').waitFor();
    };
    await atTop();
    const before = await nodesOutOfPage();
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      // Act: three times down the whole stay and back, a step of 0.8 screen every other frame
      for (let round = 0; round < 3; round += 1) {
        for (const direction of [1, -1]) {
          await page.evaluate(async (sign) => {
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            // Until the page no longer moves: at its end, or back at its top
            for (let from = Number.NaN; window.scrollY !== from; ) {
              from = window.scrollY;
              window.scrollBy({ top: sign * window.innerHeight * 0.8, behavior: 'instant' });
              await frame();
              await frame();
            }
          }, direction);
        }
      }
    } finally {
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await atTop();
    // Assess: the tiles the scroll drew and removed go from memory (tiles whose image had a srcset
    // left some 1,500 nodes behind here, for good). An image removed while it loads lives until its
    // load ends, so the count may take a moment to come down.
    await expect.poll(async () => (await nodesOutOfPage()) - before, { timeout: 30_000 }).toBeLessThan(30);
    await devtools.detach();
  });

  it('shows the download of a selection only in the selection mode, with the count on it', async () => {
    // Prepare
    await page.evaluate(() => window.scrollTo(0, 0));
    const download = page.getByRole('button', { name: messages.stayDetails.downloadSelected });
    const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
    await expect.poll(() => download.count()).toBe(0);
    await expect.poll(() => boxes.count()).toBe(0);
    // Act
    await page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true }).click();
    await boxes.first().waitFor();
    // A tap on the photo itself ticks it in this mode; the boxes do too.
    await page.locator('[data-photo-index="0"]').click();
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    // Assess
    await page.getByRole('button', { name: messages.stayDetails.downloadSelectedCount(3) }).waitFor();
    await page.getByText(messages.stayDetails.selectedCount(3)).waitFor();
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
    const bar = await page.locator('.selection-bar').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(PHONE.height + 1);
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'stage-details-phone-selection.png') });

    // Act: leaving the mode forgets the selection and takes the bar away
    await page.getByRole('button', { name: messages.stayDetails.cancelSelection }).click();
    // Assess
    await download.waitFor({ state: 'detached' });
    await expect.poll(() => boxes.count()).toBe(0);
  });

  it('saves all the photos to the phone batch after batch, reading the pages still missing first', async () => {
    // Prepare: a phone that can share files (the capability is stubbed, the page is not)
    const sharing = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    await sharing.addInitScript(shareCapability);
    await sharing.addInitScript((token) => {
      try {
        localStorage.setItem('token', token);
      } catch {
        // about:blank has no storage.
      }
    }, familyToken);
    const phone = await sharing.newPage();
    await phone.goto(`${url}/stage-details/${stayId}`);
    const save = phone.getByRole('button', { name: messages.saveToPhone.button });
    // Assess: only the first page is read, so the stay's total is not known yet
    await phone.getByText(messages.saveToPhone.batchStart(1, 10), { exact: true }).waitFor();
    // Act
    await save.click();
    // A slow machine may outlast the tap's activation: the page then asks for a second tap.
    const shareNow = phone.getByRole('button', { name: messages.saveToPhone.shareNow(10) });
    const shared = phone.getByText(messages.saveToPhone.shared(10));
    await shared.or(shareNow).waitFor();
    if (await shareNow.isVisible()) await shareNow.click();
    // Assess: every page was read, the first ten photos went to the share sheet
    await shared.waitFor();
    await phone.getByText(messages.saveToPhone.batch(11, 20, PHOTO_COUNT), { exact: true }).waitFor();
    const names = (await sharedBatches(phone)).map((batch) => batch.map((file) => file.name));
    expect(names.map((batch) => batch.map(withoutTime))).toEqual([
      Array.from(
        { length: 10 },
        (_, index) => `Colo Océan et Dunes ${String(index + 1).padStart(3, '0')}.jpg`,
      ),
    ]);
    await sharing.close();
  });
});
