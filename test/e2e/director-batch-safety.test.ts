/// <reference lib="dom" />
/**
 * A trainer's batch in headless Chromium, on a stay of its own: a file over 15 MB or a file that is
 * not a photo is set aside and named while the good photos still go; a file the media worker refuses
 * is shown as refused under its own name, never as sent; deleting photos asks first and happens once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { DESKTOP, launchBrowser } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  createStay,
  listManagedPhotos,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';

const jpeg = async (name: string, mean: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer(),
});

describe('trainer batch safety', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stayId: string;
  let adminToken: string;

  const managed = (): Promise<ManagedPhoto[]> => listManagedPhotos(api, stayId, adminToken);
  const picker = () => page.locator('input[type="file"]');
  const send = () => page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();

  beforeAll(async () => {
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, {
      nom_stage: 'Séjour des lots refusés',
      ville: 'Annecy',
      date_debut: '2026-07-01',
      date_fin: '2026-07-10',
      mdp_formateur: 'Lot-Equipe-27',
      mdp_stagiaire: 'Lot-Famille-27',
      picture: (await jpeg('sejour.jpg', 90)).buffer,
    });
    const token = await signInToStay(api, stayId, 'Lot-Equipe-27');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    page = await context.newPage();
    await page.goto(`${url}/doc-stage/${stayId}`);
    await page
      .getByRole('heading', { name: messages.photoDeposit.title('Séjour des lots refusés') })
      .waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('skips and names a file over 15 MB and a non-photo, and sends the good photos', async () => {
    // Prepare
    const good = [await jpeg('IMG_0001.jpg', 80), await jpeg('IMG_0002.jpg', 120)];
    const big = { name: 'VID_0003.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024, 7) };
    const pdf = { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
    await picker().setInputFiles([good[0], big, pdf, good[1]].filter((file) => file !== undefined));
    // Act
    await send();
    // Assess
    await page.getByText(messages.trainer.done(2)).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(messages.trainer.tooLarge('VID_0003.jpg')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.trainer.notAPhoto('menu.pdf')).isVisible()).toBe(true);
    await expect.poll(async () => (await managed()).length).toBe(2);
  });

  it('shows a file the worker refuses as refused, under its own name, never as sent', async () => {
    // Prepare: named like a photo, but not one.
    const fake = {
      name: 'IMG_FAUSSE.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('pas une image '.repeat(200)),
    };
    await picker().setInputFiles([fake]);
    // Act
    await send();
    // Assess
    const line = page.locator('.upload-file', { hasText: 'IMG_FAUSSE.jpg' });
    await expect
      .poll(() => line.locator('.upload-file__state').textContent(), { timeout: 60_000 })
      .toBe(messages.trainer.statusRejected);
    const tile = page.locator('.deposit-tile', { hasText: 'IMG_FAUSSE.jpg' });
    await expect
      .poll(() => tile.locator('.deposit-status').textContent(), { timeout: 60_000 })
      .toContain(messages.trainer.statusRejected);
    await expect.poll(() => page.getByText(messages.trainer.fileDone, { exact: true }).count()).toBe(0);
  });
});
