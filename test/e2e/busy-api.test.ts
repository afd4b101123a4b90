/// <reference lib="dom" />
/**
 * A busy API, as API Gateway's throttle answers it: every call refused with 429 and `Retry-After: 1`
 * (Playwright answers in place of the server; the pages' behaviour is the real one). The family's
 * archive page and the trainer's deposit page ask again no sooner than the server said, and at their
 * deadline (shortened here from minutes to seconds through `window.portailClientLimits`) they stop
 * asking and say so in French. The deposit page also stops refreshing a photo that never arrives.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClientLimits } from '#shared/capacity.js';
import { messages } from '#shared/messages.js';
import { DESKTOP, launchBrowser, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

const RETRY_AFTER_SECONDS = 1;
/** Short enough for a test, long enough for several refused attempts before it. */
const DEADLINE_MS = 4500;
const limits: Partial<ClientLimits> = {
  firstDelayMs: 200,
  maxDelayMs: 400,
  busyDeadlineMs: DEADLINE_MS,
  archivePollMs: 200,
  photoRefreshMs: 300,
  refreshIdleMs: 2500,
};

/** Answers 429 with Retry-After and records when each refused request came. */
const refuse = (times: number[]) => async (route: Route) => {
  times.push(Date.now());
  await route.fulfill({
    status: 429,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Too Many Requests' }),
  });
};

const gaps = (times: readonly number[]): number[] => times.slice(1).map((time, i) => time - (times[i] ?? 0));

describe('pages facing a busy API (429)', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const photoStay = seeded.stays.find((stay) => stay.actif === 1 && stay.activePhotos > 0);
  const emptyStay = seeded.stays.filter((stay) => stay.actif === 1 && stay.photos === 0).at(-1);
  let browser: Browser;
  const pageErrors: string[] = [];

  const signedInPage = async (
    stayId: string,
    password: string,
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await context.addInitScript((shortened) => {
      (window as Window & { portailClientLimits?: Partial<ClientLimits> }).portailClientLimits = shortened;
    }, limits);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${url}/connexion?stageId=${stayId}`);
    await page.getByLabel(messages.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: messages.login.submit }).click();
    return { context, page };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the archive page waits at least Retry-After between attempts, then gives up with a message', async () => {
    // Prepare
    expect(photoStay).toBeDefined();
    const { context, page } = await signedInPage(photoStay?.id ?? '', E2E_PASSWORDS.family);
    await reachUrl(page, `${url}/stage-details/${photoStay?.id}`);
    const refused: number[] = [];
    await page.route('**/api/archives/**', refuse(refused));
    const started = Date.now();
    // Act
    await page.getByRole('button', { name: messages.archive.downloadAll }).click();
    // Assess
    await page.getByText(messages.busy.waiting).waitFor();
    await page.getByText(messages.busy.archiveGaveUp).waitFor();
    const stoppedAfter = Date.now() - started;
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps(refused)) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 50);
    expect(stoppedAfter).toBeGreaterThanOrEqual(DEADLINE_MS - RETRY_AFTER_SECONDS * 1000);
    await context.close();
  });

  it('the deposit page retries signing no sooner than Retry-After, then stops the batch with a message', async () => {
    // Prepare
    expect(emptyStay).toBeDefined();
    const { context, page } = await signedInPage(emptyStay?.id ?? '', E2E_PASSWORDS.trainer);
    await page.getByRole('link', { name: new RegExp(messages.directorHome.uploadPhotos) }).click();
    await page
      .getByRole('heading', { name: messages.photoDeposit.title(emptyStay?.nom_stage ?? '') })
      .waitFor();
    const refused: number[] = [];
    await page.route(
      (requested) => requested.pathname.endsWith(`/doc_stage_formateur/${emptyStay?.id}/uploads`),
      refuse(refused),
    );
    const files = await Promise.all(
      ['#c33', '#3c3'].map(async (background, i) => ({
        name: `IMG_BUSY_${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      })),
    );
    await page.locator('input[type="file"]').setInputFiles(files);
    // Act
    await page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();
    // Assess
    await page.getByText(messages.trainer.retry).first().waitFor();
    await page.getByText(messages.busy.uploadGaveUp(2)).waitFor();
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps(refused)) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 50);
    await expect
      .poll(() => page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).isEnabled())
      .toBe(true);
    await context.close();
  });

  it('the deposit page stops refreshing a photo signed but never sent, and says so', async () => {
    // Prepare: a photo signed through the API whose upload never comes (the phone went away).
    const { context, page } = await signedInPage(emptyStay?.id ?? '', E2E_PASSWORDS.trainer);
    await page.getByRole('link', { name: new RegExp(messages.directorHome.uploadPhotos) }).click();
    await page
      .getByRole('heading', { name: messages.photoDeposit.title(emptyStay?.nom_stage ?? '') })
      .waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const signed = await fetch(`${url}/api/doc_stage_formateur/${emptyStay?.id}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        files: [{ name: 'IMG_LOST.jpg', type: 'image/jpeg', size: 2_000_000, sha256: 'ab'.repeat(32) }],
      }),
    });
    expect(signed.status).toBe(201);
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/doc_stage_formateur_states/${emptyStay?.id}`)) refreshes.push(Date.now());
    });
    // Act
    await page.reload();
    // Assess
    await page.getByText(messages.trainer.statusProcessing).waitFor();
    await page.getByText(messages.busy.refreshStopped).waitFor();
    // It did ask for the photo's state while the photo might still come, not for the whole list.
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('raised no script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
