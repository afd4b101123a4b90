/// <reference lib="dom" />
/**
 * A family on a 390 px phone: the viewer shows the cached thumbnail at once and the display copy
 * over it, fetches only the neighbours' copies, zooms on a double tap, downloads and shares the
 * photo shown; "Enregistrer sur mon téléphone" hands exactly the selected photos to the share sheet.
 * The browser's ability to share files is stubbed (canShare / share that record what they get), the
 * page's behaviour is not; without the ability neither share button is offered.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { photoFileName } from '#shared/photo-file-name.js';
import type { Photo, PhotoPage } from '#shared/schemas.js';
import { holdRequests, imagesInViewLoaded, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { exifTags } from '../helpers/exif-tags.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { noShareCapability, shareCapability, sharedBatches } from '../helpers/share-capability.js';

const pathOf = (url: string): string => new URL(url).pathname;
/** A display copy, JPEG (display.jpg) or WebP (display-1080.webp…), as requested or as a path. */
const DISPLAY_COPY = /\/display(-\d+)?\.[a-z]+(\?|$)/;
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The EXIF tag of when a photo was taken. */
const DATE_TIME_ORIGINAL = 0x9003;

/** A photo's time (Unix seconds) as its EXIF writes it: Paris wall time, "2026:07:08 14:32:00". */
const exifParisTime = (time: number): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(new Date(time * 1000))
    .replaceAll('-', ':');

/**
 * What a saved file tells whoever gets it: when the photo was taken, and not where (the demo
 * photos were sent with GPS coordinates, as phones write them).
 */
const expectDatedWithoutGps = async (bytes: Uint8Array, photo: Photo): Promise<void> => {
  const exif = (await sharp(bytes).metadata()).exif;
  expect(exif).toBeDefined();
  const block = exif ?? Buffer.alloc(0);
  expect(exifTags(block).exif.includes(DATE_TIME_ORIGINAL)).toBe(true);
  expect(block.includes(exifParisTime(photo.time))).toBe(true);
  expect(exifTags(block).gps).toEqual([]);
};

describe('the photo viewer and saving to the phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const stay = seeded.stays.find((candidate) => candidate.activePhotos >= 5);
  let browser: Browser;

  const openGallery = async (context: BrowserContext): Promise<{ page: Page; photos: Photo[] }> => {
    const page = await context.newPage();
    await page.goto(`${url}/stage-details/${stay?.id}`);
    await reachUrl(page, /\/connexion/);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(page, `${url}/stage-details/${stay?.id}`);
    await page.locator('[data-photo-index="0"] img').waitFor();
    await imagesInViewLoaded(page);
    // The photos in the grid's order, as the page got them (other suites may change the stay); the
    // seeded stays fit in the first page.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const answer = await fetch(`${url}/api/doc_stage_formateur_active/${stay?.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { page, photos: ((await answer.json()) as PhotoPage).photos };
  };

  const phoneContext = (capability: () => void): Promise<BrowserContext> =>
    browser
      .newContext({ viewport: PHONE, isMobile: true, hasTouch: true, acceptDownloads: true, locale: 'fr-FR' })
      .then(async (context) => {
        await context.addInitScript(capability);
        return context;
      });

  /**
   * The name a saved photo gets: its own day and time, the stay, its place in what is saved.
   * "2026-07-08 14h32 Colo Vercors 003.jpg".
   */
  const savedName = (photo: Photo, position: number): string => {
    const name = photoFileName(photo.time, stay?.nom_stage ?? '', position);
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}h\d{2} .+ \d{3}\.jpg$/);
    return name;
  };

  /** What a family saves of a photo: the display copy, since its links open the copies alone. */
  const savedBytes = async (photo: Photo): Promise<Uint8Array> =>
    new Uint8Array(await (await fetch(photo.originalUrl ?? photo.displayUrl)).arrayBuffer());
  const savedDigest = async (photo: Photo): Promise<string> => sha256(await savedBytes(photo));

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has a stay with enough photos', () => {
    expect(stay).toBeDefined();
  });

  describe('where the browser can share files', () => {
    let context: BrowserContext;
    let page: Page;
    let photos: Photo[];
    // Display copies a test holds back; let go after it, so a failed test leaves none stuck.
    let releaseHeld: () => void = () => undefined;
    const holdDisplays = async (seen?: (requestUrl: string) => void): Promise<() => void> => {
      ({ release: releaseHeld } = await holdRequests(page, DISPLAY_COPY, seen));
      return releaseHeld;
    };

    beforeAll(async () => {
      context = await phoneContext(shareCapability);
      ({ page, photos } = await openGallery(context));
    });

    afterEach(async () => {
      releaseHeld();
      await page.unroute(DISPLAY_COPY);
    });

    afterAll(() => context?.close());

    it('shows the thumbnail at once, then the display copy, and the neighbours’ copies after it', async () => {
      // Prepare: display copies are held back until the placeholder has been seen.
      const requested: string[] = [];
      page.on('request', (request) => requested.push(pathOf(request.url())));
      const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
      const photoOf = (path: string) =>
        photos.findIndex((photo) => folderOf(pathOf(photo.displayUrl)) === folderOf(path));
      // The display copies asked for and received, in the order the browser saw them.
      const displayEvents: string[] = [];
      const logDisplay = (event: string) => (request: Request) => {
        const path = pathOf(request.url());
        if (DISPLAY_COPY.test(path)) displayEvents.push(`${event} ${photoOf(path)}`);
      };
      page.on('request', logDisplay('asked'));
      page.on('requestfinished', logDisplay('received'));
      const release = await holdDisplays();
      const shown = 2;
      // The copy the grid chose among the thumbnails (a WebP width, or the JPEG): in the cache.
      const gridCopy = await page
        .locator(`[data-photo-index="${shown}"] img`)
        .evaluate((image) => (image as HTMLImageElement).currentSrc);
      // Act
      await page.locator(`[data-photo-index="${shown}"]`).click();
      // Assess: the grid's thumbnail fills the photo's frame while the display copy loads.
      const frame = page.locator('.yarl__slide_current .photo-lightbox__frame');
      const placeholder = frame.locator('.photo-lightbox__placeholder');
      await placeholder.waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>(
          '.yarl__slide_current .photo-lightbox__placeholder',
        );
        return image?.complete === true && image.naturalWidth > 0;
      });
      // The very URL the grid shows, kept by the browser (immutable media). Whether it comes from the
      // cache is not checked here: Playwright turns the HTTP cache off while a route is set.
      await expect.poll(() => placeholder.getAttribute('src')).toBe(gridCopy);
      await expect.poll(() => frame.getAttribute('data-sharp')).toBe('false');
      // While the photo shown loads, it has the connection to itself.
      expect(displayEvents).toEqual([`asked ${shown}`]);
      const box = await frame.boundingBox();
      expect(box?.width).toBeGreaterThan(PHONE.width / 2);
      // Act: the display copies arrive.
      release();
      await page.waitForSelector('.yarl__slide_current .photo-lightbox__frame[data-sharp="true"]');
      await expect.poll(() => frame.locator('.photo-lightbox__placeholder').count()).toBe(0);
      // The frame kept its size when the sharp copy replaced the thumbnail.
      await expect.poll(() => frame.boundingBox()).toEqual(box);
      // Assess: the photo shown and its two neighbours, nothing more.
      await expect.poll(() => page.locator('.photo-lightbox__frame[data-sharp="true"]').count()).toBe(3);
      await page.unroute(DISPLAY_COPY);
      // The neighbours asked for theirs only once the photo shown had received its own.
      const firstNeighbour = displayEvents.findIndex(
        (event) => event.startsWith('asked') && event !== `asked ${shown}`,
      );
      expect(displayEvents.indexOf(`received ${shown}`)).toBeGreaterThanOrEqual(0);
      expect(displayEvents.indexOf(`received ${shown}`)).toBeLessThan(firstNeighbour);
      // One display copy each (the WebP the screen needs, or the JPEG), none twice.
      const displays = requested.filter((path) => DISPLAY_COPY.test(path));
      expect(new Set(displays).size).toBe(displays.length);
      expect(displays.map(photoOf).sort()).toEqual([shown - 1, shown, shown + 1].sort());
      expect(displays.every((path) => path.endsWith('.webp'))).toBe(true);
      expect(requested.filter((path) => /\/original\.[a-z]+$/.test(path))).toEqual([]);
    });

    it('zooms in on a double tap and back on another', async () => {
      // Prepare
      const zoomOut = page.getByRole('button', { name: messages.lightbox['Zoom out'] });
      await expect.poll(() => zoomOut.isDisabled()).toBe(true);
      const box = await page.locator('.yarl__slide_current .photo-lightbox__frame').boundingBox();
      const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
      const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
      const scale = () =>
        page.evaluate(() => {
          const wrapper = document.querySelector<HTMLElement>('.yarl__slide_current .yarl__slide_wrapper');
          return Number(/scale\(([\d.]+)\)/.exec(wrapper?.style.transform ?? '')?.[1] ?? 1);
        });
      // Act
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      // Assess
      await expect.poll(scale).toBeGreaterThan(1);
      await expect.poll(() => zoomOut.isEnabled()).toBe(true);
      // Act: the zoom-out button brings the photo back to its size.
      while (await zoomOut.isEnabled()) await zoomOut.click();
      await expect.poll(scale).toBe(1);
    });

    it('downloads the photo shown under its number', async () => {
      // Act
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: messages.lightbox.Download }).click(),
      ]);
      // Assess
      expect(download.suggestedFilename()).toBe(savedName(photos[2] as Photo, 2));
      await expectDatedWithoutGps(await readFile(await download.path()), photos[2] as Photo);
    });

    it('shares the photo shown as a file', async () => {
      // Act
      await page.getByRole('button', { name: messages.lightbox.Share }).click();
      // Assess
      await page.waitForFunction(() => (window.sharedBatches?.length ?? 0) > 0);
      const [batch] = await sharedBatches(page);
      expect(batch).toEqual([
        {
          name: savedName(photos[2] as Photo, 2),
          type: 'image/jpeg',
          sha256: await savedDigest(photos[2] as Photo),
        },
      ]);
      // The file shared is those very bytes: what they tell is what the share sheet passes on.
      await expectDatedWithoutGps(await savedBytes(photos[2] as Photo), photos[2] as Photo);
      await page.keyboard.press('Escape');
      await page.locator('.yarl__root').waitFor({ state: 'detached' });
      await page.evaluate(() => {
        window.sharedBatches = [];
      });
    });

    it('wraps around from the first photo to the last, the photo shown loading first each time', async () => {
      // Prepare: display copies held, as on a connection too slow to bring one before the next swipe.
      const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
      const photoOf = (path: string) =>
        photos.findIndex((photo) => folderOf(pathOf(photo.displayUrl)) === folderOf(path));
      const asked: number[] = [];
      const release = await holdDisplays((requestUrl) => asked.push(photoOf(pathOf(requestUrl))));
      const last = photos.length - 1;
      await page.locator('[data-photo-index="0"]').click();
      await expect.poll(() => asked).toEqual([0]);
      // Act: back past the first photo before its copy has come.
      await page.keyboard.press('ArrowLeft');
      // Assess: the last photo, now shown, asks for its copy; its other neighbour still waits.
      await expect.poll(() => asked).toEqual([0, last]);
      await page.waitForFunction(
        () => document.querySelectorAll('.photo-lightbox__placeholder').length === 3,
      );
      expect(asked).toEqual([0, last]);
      // Act: the copies arrive.
      release();
      // Assess: the viewer stays on the last photo, sharp, and its neighbours follow, once each.
      const shownImage = page.locator(
        '.yarl__slide_current .photo-lightbox__frame[data-sharp="true"] .photo-lightbox__image',
      );
      await shownImage.waitFor();
      await expect
        .poll(async () =>
          photoOf(pathOf(await shownImage.evaluate((image) => (image as HTMLImageElement).currentSrc))),
        )
        .toBe(last);
      await expect.poll(() => page.locator('.photo-lightbox__frame[data-sharp="true"]').count()).toBe(3);
      expect([...asked].sort((a, b) => a - b)).toEqual([0, last - 1, last]);
      await page.unroute(DISPLAY_COPY);
      await page.keyboard.press('Escape');
      await page.locator('.yarl__root').waitFor({ state: 'detached' });
    });

    it('hands exactly the selected photos to the share sheet, in the order they were selected', async () => {
      // Prepare: the save button of the selection mode saves what is ticked
      await page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true }).click();
      const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
      await boxes.nth(3).check();
      await boxes.nth(1).check();
      const save = page.getByRole('button', { name: messages.saveToPhone.button });
      // One tap saves them all: no batch to announce.
      await expect.poll(() => page.getByText(messages.saveToPhone.batch(1, 2, 2)).count()).toBe(0);
      // Act
      await save.click();
      // A slow machine may outlast the tap's activation: the page then asks for a second tap.
      const shareNow = page.getByRole('button', { name: messages.saveToPhone.shareNow(2) });
      await page.waitForFunction(
        (label) =>
          (window.sharedBatches?.length ?? 0) > 0 ||
          Array.from(document.querySelectorAll('button')).some((button) =>
            button.textContent?.includes(label),
          ),
        messages.saveToPhone.shareNow(2),
      );
      if (await shareNow.isVisible()) await shareNow.click();
      // Assess
      await page.getByText(messages.saveToPhone.shared(2)).waitFor();
      const batches = await sharedBatches(page);
      expect(batches).toEqual([
        [
          {
            name: savedName(photos[3] as Photo, 0),
            type: 'image/jpeg',
            sha256: await savedDigest(photos[3] as Photo),
          },
          {
            name: savedName(photos[1] as Photo, 1),
            type: 'image/jpeg',
            sha256: await savedDigest(photos[1] as Photo),
          },
        ],
      ]);
    });
  });

  describe('where the browser cannot share files', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await phoneContext(noShareCapability);
      ({ page } = await openGallery(context));
    });

    afterAll(() => context?.close());

    it('offers no share button, and keeps the downloads', async () => {
      // Assess: the gallery
      await expect
        .poll(() => page.getByRole('button', { name: messages.saveToPhone.button }).count())
        .toBe(0);
      await expect
        .poll(() => page.getByRole('button', { name: messages.archive.downloadAll }).isVisible())
        .toBe(true);
      // Act: the viewer
      await page.locator('[data-photo-index="0"]').click();
      await page.getByRole('button', { name: messages.lightbox.Download }).waitFor();
      // Assess
      await expect.poll(() => page.getByRole('button', { name: messages.lightbox.Share }).count()).toBe(0);
    });
  });
});
