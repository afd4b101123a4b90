/// <reference lib="dom" />
/**
 * The deposit page on a phone (390 × 844), as a trainer sends a batch from the camp: the form is
 * there before the stay's photo list has answered (in a stay of thousands, the slowest read); with
 * 30 photos chosen 'Envoyer' is on the screen; while they go the counter says the spec's words; the
 * page never reads the stay's whole photo list (it follows the batch's photos by id); when the batch
 * ends, its summary is on the screen and focused, with what to do next.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { holdRequests, launchBrowser, PHONE } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

const BATCH = 30;

const jpeg = async (index: number) => ({
  name: `IMG_${3000 + index}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 40 + index * 5, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer(),
});

/** The element lies wholly within the phone's screen. */
const onScreen = async (locator: Locator): Promise<boolean> => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
};

describe('trainer deposit on a phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stayId: string;
  const pageErrors: string[] = [];
  /** Every API path the page asked for, in order. */
  const asked: string[] = [];

  const sendButton = () => page.getByRole('button', { name: messages.photoDeposit.send, exact: true });
  const picker = () => page.locator('input[type="file"]');

  beforeAll(async () => {
    const adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, {
      nom_stage: 'Séjour des envois au téléphone, au bord du lac et dans la montagne',
      ville: 'Gap',
      date_debut: '2026-07-01',
      date_fin: '2026-07-10',
      mdp_formateur: 'Phone-Equipe-35',
      mdp_stagiaire: 'Phone-Famille-35',
      picture: (await jpeg(0)).buffer,
    });
    const token = await signInToStay(api, stayId, 'Phone-Equipe-35');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', isMobile: true, hasTouch: true });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(`${url}/doc-stage/${stayId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the form while the stay's photo list is still on its way", async () => {
    // Prepare
    const second = await context.newPage();
    const list = await holdRequests(second, /\/api\/doc_stage_formateur_latest\//);
    try {
      // Act
      await second.goto(`${url}/doc-stage/${stayId}`);
      // Assess: a form that waited for the list would never come while the list is held.
      await second
        .getByRole('button', { name: messages.photoDeposit.send, exact: true })
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => second.getByText(messages.stayDetails.loadingPhotos).isVisible()).toBe(true);
      list.release();
      await second.getByText(messages.trainer.noPhotos).waitFor();
    } finally {
      list.release();
      await second.close();
    }
  });

  it(`keeps 'Envoyer' on the screen once ${BATCH} photos are chosen`, async () => {
    // Prepare
    const files = await Promise.all(Array.from({ length: BATCH }, (_, index) => jpeg(index + 1)));
    // Act
    await picker().setInputFiles(files);
    // Assess
    await page.getByText(messages.trainer.chosen(BATCH)).waitFor();
    await expect.poll(() => onScreen(sendButton())).toBe(true);
  });

  it("counts the batch in the spec's words, and never reads the stay's whole list", async () => {
    // Prepare: each upload takes a moment, so the counter is read while the batch runs.
    const counter = page.locator('.upload-progress__text');
    const seen: string[] = [];
    await context.route(/\/uploads\/photos\//, async (route) => {
      seen.push((await counter.textContent()) ?? '');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.continue();
    });
    // Act
    await sendButton().click();
    await page.getByText(messages.trainer.done(BATCH)).waitFor({ timeout: 120_000 });
    await context.unroute(/\/uploads\/photos\//);
    // Assess
    expect(seen.length).toBeGreaterThanOrEqual(BATCH);
    for (const text of seen) {
      expect(text).toMatch(/^\d+ photos téléchargées sur 30, veuillez patienter\.\.\.$/);
      const done = Number(text.split(' ')[0]);
      expect(text).toBe(messages.photoDeposit.progress(done, BATCH));
    }
    // The batch's photos are followed by id; their tiles come without the whole list.
    await expect.poll(() => page.locator('.deposit-tile').count()).toBe(BATCH);
    expect(asked.filter((pathname) => pathname.startsWith('/api/doc_stage_formateur_all/'))).toEqual([]);
    expect(asked.some((pathname) => pathname.startsWith('/api/doc_stage_formateur_states/'))).toBe(true);
  });

  it('brings the summary of the batch on the screen, focused, with what to do next', async () => {
    // Act
    const summary = page.getByRole('region', { name: messages.trainer.summaryTitle });
    // Assess
    await expect.poll(() => onScreen(summary.getByRole('heading'))).toBe(true);
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => summary.textContent()).toContain(messages.trainer.done(BATCH));
    await expect
      .poll(() => summary.getByRole('button', { name: messages.trainer.sendMore }).isVisible())
      .toBe(true);
    await expect
      .poll(() => summary.getByRole('link', { name: messages.trainer.seeMyPhotos }).isVisible())
      .toBe(true);
  });

  it('raised no script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
