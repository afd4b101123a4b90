/// <reference lib="dom" />
/**
 * The deposit's queue on a phone (390 px) in headless Chromium: a batch of 30 photos survives a
 * reload after 10 are sent, and a 20-second network cut in the middle; each time the stay ends with
 * the 30 photos, each stored and processed once, and the browser's queue empty. The page warns
 * before leaving mid-upload and says when the network goes and comes back.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { launchBrowser, PHONE } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  createStay,
  listManagedPhotos,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';

const screenshotDir = 'test-results/screenshots';
const BATCH = 30;

const jpeg = (mean: number): Promise<Buffer> =>
  sharp({
    create: {
      width: 480,
      height: 360,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean, sigma: 50 },
    },
  })
    .jpeg()
    .toBuffer();

/** What the page's queue still holds in IndexedDB (the database exists once a batch was queued). */
const queuedCount = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('depot-photos');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const count = db.transaction('files').objectStore('files').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );

/** True when a page's beforeunload handler would make the browser ask before leaving. */
const leaveWarningArmed = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('trainer upload queue on a phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let adminToken: string;
  let scratchDir = '';

  /** A stay of its own, a phone context signed in as its trainer, and 30 photos on disk. */
  const setUp = async (name: string, password: string) => {
    const stayId = await createStay(api, adminToken, {
      nom_stage: name,
      ville: 'Gap',
      date_debut: '2026-07-01',
      date_fin: '2026-07-10',
      mdp_formateur: password,
      mdp_stagiaire: `${password}-F`,
      picture: await jpeg(90),
    });
    const token = await signInToStay(api, stayId, password);
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', hasTouch: true });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    // Camp Wi-Fi: each PUT to storage takes a moment, so the batch is caught in the middle.
    await context.route(/\/uploads\/photos\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
    });
    const page = await context.newPage();
    // A reload mid-upload asks first (the warning below): the test, like the trainer, confirms.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${url}/doc-stage/${stayId}`);
    await page.getByRole('heading', { name: messages.photoDeposit.title(name) }).waitFor();
    const dir = await mkdtemp(path.join(scratchDir, 'batch-'));
    const files = await Promise.all(
      Array.from({ length: BATCH }, async (_, index) => {
        const file = path.join(dir, `IMG_${3000 + index}.jpg`);
        await writeFile(file, await jpeg(40 + index * 5));
        return file;
      }),
    );
    return { stageId: stayId, context, page, files };
  };

  const send = async (page: Page, files: readonly string[]) => {
    await page.locator('input[type="file"]').setInputFiles([...files]);
    await page.getByText(messages.trainer.chosen(BATCH)).waitFor();
    await page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();
  };

  const sentAtLeast = async (page: Page, count: number) =>
    await expect.poll(() => page.locator('.upload-file--done').count()).toBeGreaterThanOrEqual(count);

  /** Every photo of the batch stored and processed, each once, and nothing left in the queue. */
  const allStoredOnce = async (stayId: string, page: Page) => {
    await expect
      .poll(async () => {
        const photos = await listManagedPhotos(api, stayId, adminToken);
        return photos.filter((photo) => photo.status !== 'en_attente').length;
      })
      .toBe(BATCH);
    const photos = await listManagedPhotos(api, stayId, adminToken);
    const names = photos.map((photo) => photo.original_name);
    expect(photos).toHaveLength(BATCH);
    expect(new Set(names).size).toBe(BATCH);
    expect(photos.every((photo) => photo.status === 'prete')).toBe(true);
    await expect.poll(() => queuedCount(page)).toBe(0);
  };

  beforeAll(async () => {
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    scratchDir = await mkdtemp(path.join(tmpdir(), 'trainer-queue-'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  });

  it('resumes the batch after a reload and ends with 30 photos, each once', async () => {
    // Prepare
    const {
      stageId: stayId,
      context,
      page,
      files,
    } = await setUp('Séjour du rechargement', 'Queue-Equipe-31');
    await send(page, files);
    await page.locator('.upload-progress__text').waitFor();
    await expect.poll(() => leaveWarningArmed(page)).toBe(true);
    await sentAtLeast(page, 10);
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-deposit-queue-phone.png') });
    // Act
    await page.reload();
    // Assess: the page lists what was left and sends it by itself.
    const resumed = page.getByText(/restai(en)?t à envoyer depuis votre dernière visite/);
    await resumed.waitFor();
    const left = Number(/^(\d+)/.exec((await resumed.textContent()) ?? '')?.[1] ?? '1');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(BATCH - 10);
    await allStoredOnce(stayId, page);
    await expect.poll(() => leaveWarningArmed(page)).toBe(false);
    await context.close();
  });

  it('goes through a 20-second network cut, saying so, and ends with 30 photos, each once', async () => {
    // Prepare
    const { stageId: stayId, context, page, files } = await setUp('Séjour de la coupure', 'Queue-Equipe-32');
    await send(page, files);
    await sentAtLeast(page, 10);
    // Act
    await context.setOffline(true);
    await page.locator('.network-banner--offline', { hasText: messages.trainer.offline }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'trainer-deposit-offline-phone.png') });
    // The cut itself lasts 20 s: what the test is about, not a wait for a state.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await context.setOffline(false);
    // Assess
    await page.locator('.network-banner--back', { hasText: messages.trainer.online }).waitFor();
    await allStoredOnce(stayId, page);
    await context.close();
  });
});
