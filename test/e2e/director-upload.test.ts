/// <reference lib="dom" />
/**
 * The photo deposit as a trainer would do it, in headless Chromium against the whole local
 * runtime: sign in with the director password, open 'Déposer les photos', send 12 phone photos (a file
 * of 16 MB and a PDF are set aside and named), lose the network for a moment in the middle, see the photos
 * awaiting validation, check that families do not see them and that the administrators got one mail,
 * send the same batch again (kept once), delete two (gone from storage too), and send a HEIC photo.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import type { ManagedPhoto, PhotoPage } from '#shared/schemas.js';
import { DESKTOP, launchBrowser, PHONE } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

interface FilePayload {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** A phone-sized photo of noise (so it weighs a few MB and the upload takes a visible moment). */
const phonePhoto = async (index: number): Promise<FilePayload> => ({
  name: `IMG_${2000 + index}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + index * 8, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer(),
});

describe('trainer photo deposit', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  // A stay without demo photos, so every count below is ours.
  const stay = seeded.stays.find((s) => s.actif === 1 && s.photos === 0);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let photos: FilePayload[];
  const pageErrors: string[] = [];

  const api = async <T>(
    pathname: string,
    token: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> => {
    const answer = await fetch(`${url}/api${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
  const login = async (password: string): Promise<string> => {
    const answer = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stageId: stay?.id, password }),
    });
    return ((await answer.json()) as { token: string }).token;
  };
  const tiles = () => page.locator('.deposit-tile');
  const send = () => page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();
  const picker = () => page.locator('input[type="file"]');

  let scratchDir = '';
  /**
   * The files handed to the browser by path: megabytes sent through the driver's pipe as buffers can
   * outlast the action timeout on a busy machine. The browser takes each file's type from its name.
   */
  const onDisk = async (files: readonly FilePayload[]): Promise<string[]> => {
    const paths = files.map((file) => path.join(scratchDir, file.name));
    await Promise.all(files.map((file, index) => writeFile(paths[index] ?? '', file.buffer)));
    return paths;
  };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    scratchDir = await mkdtemp(path.join(tmpdir(), 'trainer-upload-'));
    photos = await Promise.all(Array.from({ length: 12 }, (_, i) => phonePhoto(i)));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  });

  it('signs in with the director password and opens the deposit page', async () => {
    // Prepare
    expect(stay).toBeDefined();
    // Act
    await page.goto(`${url}/connexion?stageId=${stay?.id}`);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.trainer);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await page.getByRole('link', { name: new RegExp(messages.directorHome.uploadPhotos) }).click();
    // Assess
    await page.getByRole('heading', { name: messages.photoDeposit.title(stay?.nom_stage ?? '') }).waitFor();
    await expect.poll(() => page.getByText(messages.trainer.noPhotos).isVisible()).toBe(true);
  });

  it('sets a file over 15 MB aside, names it, and sends nothing else when it was alone', async () => {
    // Prepare
    const big = { name: 'IMG_9999.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024, 7) };
    await picker().setInputFiles(await onDisk([big]));
    // Act
    await send();
    // Assess
    await page.getByText(messages.trainer.tooLarge('IMG_9999.jpg')).waitFor();
    await expect.poll(() => page.locator('.upload-files').count()).toBe(0);
    const director = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const all = await api<ManagedPhoto[]>(`/doc_stage_formateur_all/${stay?.id}`, director);
    expect(all.body).toEqual([]);
  });

  it('sends 12 photos four at a time through a network cut, sets the PDF aside, and counts up', async () => {
    // Prepare
    const pdf = {
      name: 'programme.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    };
    await picker().setInputFiles(await onDisk([...photos, pdf]));
    const progress = page.locator('.upload-progress__text');
    const seen: string[] = [];
    let puts = 0;
    // Every PUT to storage takes a moment (camp Wi-Fi); the fifth finds the network gone, which comes
    // back 1.5 s later: the browser must retry it and the others.
    await context.route(/\/uploads\/photos\//, async (route) => {
      puts += 1;
      // The bar is on screen for the whole batch: wait for it as long as a busy machine needs rather
      // than read it within a second and record an empty text.
      seen.push((await progress.textContent()) ?? '');
      if (puts === 8)
        await page.screenshot({ path: path.join(screenshotDir, 'trainer-upload-progress-desktop.png') });
      if (puts === 5) {
        await route.abort('internetdisconnected');
        await context.setOffline(true);
        setTimeout(() => void context.setOffline(false), 1500);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    // Act
    await send();
    await page.getByText(messages.trainer.done(12)).waitFor({ timeout: 90_000 });
    await context.unroute(/\/uploads\/photos\//);
    // Assess
    const counts = seen.map((text) =>
      Number(/^(\d+) photos téléchargées sur 12, veuillez patienter\.\.\./.exec(text)?.[1]),
    );
    // The cut came in the middle of the batch; the next test finds every photo there once.
    expect(puts).toBeGreaterThanOrEqual(12);
    expect(counts.every((n) => n >= 0 && n < 12)).toBe(true);
    expect(Math.max(...counts)).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(messages.trainer.notAPhoto('programme.pdf')).isVisible())
      .toBe(true);
    await expect.poll(() => tiles().count()).toBe(12);
  });

  it('shows each photo once, awaiting validation, and hides them from the families', async () => {
    // Act
    await expect.poll(() => page.locator('.deposit-tile img').count(), { timeout: 60_000 }).toBe(12);
    // Assess
    await expect
      .poll(() => page.locator('.deposit-status').allTextContents())
      .toEqual(Array(12).fill(messages.trainer.statusHidden));
    const family = await login(E2E_PASSWORDS.family);
    const visible = await api<PhotoPage>(`/doc_stage_formateur_active/${stay?.id}`, family);
    expect(visible).toEqual({ status: 200, body: { photos: [], nextCursor: null } });
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-deposit-desktop.png'), fullPage: true });
  });

  it('sent the administrators exactly one notification naming the stay and the count', async () => {
    // Prepare
    const admin = await fetch(`${url}/api/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: seeded.admin.username, password: E2E_PASSWORDS.admin }),
    });
    const { tokenAdmin } = (await admin.json()) as { tokenAdmin: string };
    const subjects = async () => {
      const log = await api<{ items: { kind: string; subject: string }[] }>(
        `/mail-log?stageId=${stay?.id}&limit=50`,
        tokenAdmin,
      );
      return log.body.items.filter((mail) => mail.kind === 'upload-notification').map((mail) => mail.subject);
    };
    // Act + Assess: the server sends it once no photo of the batch has come for the quiet period
    await expect.poll(subjects).toEqual([messages.trainer.mailSubject(12, stay?.nom_stage ?? '')]);
  });

  it('keeps each photo once when the same batch is sent again', async () => {
    // Prepare
    await picker().setInputFiles(await onDisk(photos));
    // Act
    await send();
    // Assess
    await page.getByText(messages.trainer.duplicates(12)).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(messages.trainer.done(0)).isVisible()).toBe(true);
    await expect.poll(() => tiles().count()).toBe(12);
  });

  it('deletes two selected photos, from the list and from storage', async () => {
    // Prepare
    const director = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const before = (await api<ManagedPhoto[]>(`/doc_stage_formateur_all/${stay?.id}`, director)).body.slice(
      0,
      2,
    );
    for (const photo of before) {
      for (const signed of [photo.originalUrl, photo.displayUrl, photo.thumbUrl]) {
        expect((await fetch(signed ?? '')).status).toBe(200);
      }
      await page
        .locator(`[data-photo-id="${photo.id}"]`)
        .getByLabel(messages.photoDeposit.checkToDelete)
        .check();
    }
    // Act
    await page.getByRole('button', { name: messages.photoDeposit.deleteSelected }).click();
    const dialog = page.getByRole('dialog', { name: messages.confirm.title });
    await expect.poll(() => dialog.textContent()).toContain(messages.confirm.photos(2));
    await dialog.getByRole('button', { name: messages.confirm.delete, exact: true }).click();
    // Assess
    await page.getByText(messages.trainer.deleted(2)).waitFor();
    await expect.poll(() => tiles().count()).toBe(10);
    // The same links, still signed and unexpired, now find nothing: CloudFront may read the bucket's
    // objects but not list them, so S3 answers a missing key with 403, and so does the local runtime.
    for (const photo of before) {
      for (const signed of [photo.originalUrl, photo.displayUrl, photo.thumbUrl]) {
        expect((await fetch(signed ?? '')).status).toBe(403);
      }
    }
  });

  it('accepts an iPhone HEIC photo and shows its JPEG thumbnail', async () => {
    // Prepare
    const heic = await readFile(new URL('../fixtures/photo.heic', import.meta.url));
    await picker().setInputFiles(
      await onDisk([{ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic }]),
    );
    // Act
    await send();
    // Assess
    await page.getByText(messages.trainer.done(1)).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.deposit-tile img').count(), { timeout: 60_000 }).toBe(11);
    const director = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const all = (await api<ManagedPhoto[]>(`/doc_stage_formateur_all/${stay?.id}`, director)).body;
    const converted = all.at(-1);
    expect(converted).toMatchObject({ status: 'prete', width: 640, height: 480 });
    const thumb = await fetch(converted?.thumbUrl ?? '');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('shows the photo contact and the participants pages, on a phone too', async () => {
    // Act
    await page.goto(`${url}/identite/${stay?.id}`);
    await page.getByRole('heading', { name: messages.trainer.contactTitle }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-contact-desktop.png') });
    await page.goto(`${url}/stagiaire/${stay?.id}`);
    await page.getByRole('heading', { name: stay?.nom_stage ?? '' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-participants-desktop.png') });
    await page.setViewportSize(PHONE);
    await page.goto(`${url}/doc-stage/${stay?.id}`);
    await page.locator('.deposit-tile img').first().waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-deposit-phone.png'), fullPage: true });
    // Assess
    expect(pageErrors).toEqual([]);
  });
});
