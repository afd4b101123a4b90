/// <reference lib="dom" />
/**
 * Trainer collaboration end to end, in headless Chromium against the whole local runtime: a trainer
 * uploads a PDF, an image and an mp3 and sees each previewed; asks a question that a trainer of
 * another stay answers, and a question sent again after a lost answer is posted once; writes a
 * mid-stay report, reloads and finds it; opens the booklets and the stay documents. An HTML file is
 * refused before anything is sent.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeDemoPdf } from '#scripts/local/demo-pdf.js';
import { IDEMPOTENCY_HEADER } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';
import { defaultOrganisation } from '#shared/organisation.js';
import { DESKTOP, imagesInViewLoaded, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

/** A few bytes that start like an MP3 (an ID3 tag): enough for the page to offer a player. */
const mp3Bytes = Buffer.from([
  0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x00,
]);

describe('trainer collaboration', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const stays = seeded.stays.filter((stay) => stay.photos > 0);
  const stay = stays[0];
  const otherStay = stays[1];
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let page: Page;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  const signIn = async (target: Page, stayId: string): Promise<void> => {
    await target.goto(`${url}/connexion?stageId=${stayId}`);
    await target.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.trainer);
    await target.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(target, `${url}/formateur`);
  };

  const newPage = async (viewport: { width: number; height: number }): Promise<Page> => {
    const context = await browser.newContext({
      viewport,
      locale: 'fr-FR',
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    contexts.push(context);
    const created = await context.newPage();
    created.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    created.on('pageerror', (error) => pageErrors.push(error.message));
    created.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        pageErrors.push(message.text());
    });
    return created;
  };

  const shoot = async (target: Page, name: string): Promise<void> => {
    await target.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    page = await newPage(DESKTOP);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
  });

  it('links the four collaboration pages from the trainer home', async () => {
    // Act
    await signIn(page, stay?.id ?? '');
    // Assess
    for (const title of [
      messages.collab.homeSharedDocs,
      messages.collab.homeBooklets,
      messages.collab.homeEvaluations,
      messages.collab.homeStayDocs,
    ]) {
      await page.getByRole('link', { name: title }).waitFor();
    }
  });

  it('uploads a PDF, an image and an mp3 straight to storage and previews each', async () => {
    // Prepare
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 13, g: 102, b: 112 } },
    })
      .png()
      .toBuffer();
    await page.getByRole('link', { name: messages.collab.homeSharedDocs }).click();
    await page.getByRole('heading', { name: messages.collab.sharedDocsTitle, level: 1 }).waitFor();
    // Act
    await page.getByLabel(messages.collab.folderLabel, { exact: true }).selectOption('Pédagogie');
    await page.getByLabel(messages.collab.filesLabel, { exact: true }).setInputFiles([
      { name: 'Fiche été.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makeDemoPdf('Fiche été')) },
      { name: 'Photo du camp.png', mimeType: 'image/png', buffer: png },
      { name: 'Chant du soir.mp3', mimeType: 'audio/mpeg', buffer: mp3Bytes },
    ]);
    await page.getByRole('button', { name: messages.collab.send, exact: true }).click();
    await expect.poll(() => dialogs).toContain(messages.sharedDocs.uploaded);
    await page.getByRole('link', { name: 'Pédagogie', exact: true }).click();
    // Assess
    await page.getByRole('heading', { name: messages.collab.folderTitle('Pédagogie') }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(`${url}/doc-details/Pédagogie`);
    const pdf = page.locator('iframe[title="Fiche été.pdf"]');
    await expect.poll(() => pdf.getAttribute('height')).toBe('600');
    await expect.poll(async () => (await pdf.boundingBox())?.height).toBe(600);
    const image = page.getByRole('img', { name: 'Photo du camp.png' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect.poll(() => page.locator('audio[src]').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: messages.collab.seeFile }).count()).toBe(3);
    await imagesInViewLoaded(page);
    await shoot(page, 'collab-folder-desktop');
  });

  it('refuses an HTML file before sending anything', async () => {
    // Prepare
    await page.goto(`${url}/doc-apport`);
    await page.getByLabel(messages.collab.folderLabel, { exact: true }).selectOption('Animations');
    // Act
    await page
      .getByLabel(messages.collab.filesLabel, { exact: true })
      .setInputFiles([
        { name: 'piège.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') },
      ]);
    await page.getByRole('button', { name: messages.collab.send, exact: true }).click();
    // Assess
    await expect.poll(() => dialogs).toContain(messages.collab.typeRefused('piège.html'));
    await page.goto(`${url}/doc-details/Animations`);
    await page.getByRole('heading', { name: messages.collab.folderTitle('Animations') }).waitFor();
    await expect.poll(() => page.getByText('piège.html').count()).toBe(0);
  });

  it('threads a question and the reply of a trainer of another stay', async () => {
    // Prepare
    const question = `Qui a les clés du minibus ? <b>${Date.now()}</b>`;
    await page.goto(`${url}/doc-apport`);
    const askForm = page.locator('.question-board > form');
    // Act: trainer 1 asks.
    await askForm.getByLabel(messages.collab.yourName).fill('Camille');
    await askForm.getByLabel(messages.collab.question).fill(question);
    await askForm.getByRole('button', { name: messages.collab.ask }).click();
    await page.getByText(question, { exact: true }).waitFor();
    // Act: trainer 2, of another stay, in another session, replies.
    const other = await newPage(PHONE);
    await signIn(other, otherStay?.id ?? '');
    await other.goto(`${url}/doc-apport`);
    const thread = other.locator('.question', { hasText: question });
    await thread.getByLabel(messages.collab.yourName).fill('Sami');
    await thread.getByLabel(messages.collab.reply).fill('Moi, je les rends ce soir.');
    await thread.getByRole('button', { name: messages.collab.sendReply }).click();
    await thread.locator('.reply', { hasText: 'Moi, je les rends ce soir.' }).waitFor();
    await shoot(other, 'collab-shared-documents-phone');
    // Assess: trainer 1 sees the thread, the question as text (no HTML made of it).
    await page.reload();
    const seen = page.locator('.question', { hasText: question });
    await seen.locator('.reply', { hasText: 'Moi, je les rends ce soir.' }).waitFor();
    await expect.poll(() => seen.locator('b').count()).toBe(0);
    await shoot(page, 'collab-shared-documents-desktop');
  });

  it('posts a question once when its answer is lost and the trainer sends it again', async () => {
    // Prepare: the server posts the first send, but its answer never reaches the browser.
    const question = `Le car part à quelle heure ? ${Date.now()}`;
    await page.goto(`${url}/doc-apport`);
    const askForm = page.locator('.question-board > form');
    const keys: (string | null)[] = [];
    await page.route('**/api/commentaires', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(await route.request().headerValue(IDEMPOTENCY_HEADER));
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('failed');
    });
    await askForm.getByLabel(messages.collab.yourName).fill('Camille');
    await askForm.getByLabel(messages.collab.question).fill(question);
    // Act: the first send fails in the browser; the trainer sends again.
    await askForm.getByRole('button', { name: messages.collab.ask }).click();
    await askForm.getByRole('alert').waitFor();
    await askForm.getByRole('button', { name: messages.collab.ask }).click();
    await page.getByText(question, { exact: true }).first().waitFor();
    await page.unroute('**/api/commentaires');
    // Assess: one question on the board, after a reload too; both sends carried the same key.
    await page.reload();
    await page.getByText(question, { exact: true }).first().waitFor();
    await expect.poll(() => page.locator('.question', { hasText: question }).count()).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('saves a mid-stay report and finds it again after a reload', async () => {
    // Prepare
    await page.goto(`${url}/formateur`);
    await page.getByRole('link', { name: messages.collab.homeEvaluations }).click();
    await page
      .getByRole('heading', { name: messages.collab.evaluationTitle(stay?.nom_stage ?? '') })
      .waitFor();
    const participant = page.getByLabel(messages.collab.chooseParticipant);
    const firstParticipant = await participant.locator('option').nth(1).getAttribute('value');
    const text = `Très investie dans les veillées. ${Date.now()}`;
    // Act
    await participant.selectOption(firstParticipant ?? '');
    await page.getByText(messages.evaluation.noReport).waitFor();
    await page.getByLabel(messages.collab.midReport).fill(text);
    await page.getByRole('button', { name: messages.collab.saveReports }).click();
    await page.getByText(messages.evaluation.saved).waitFor();
    await page.reload();
    await page.getByLabel(messages.collab.chooseParticipant).selectOption(firstParticipant ?? '');
    // Assess
    await expect.poll(() => page.getByLabel(messages.collab.midReport).inputValue()).toBe(text);
    await expect.poll(() => page.getByLabel(messages.collab.endReport).inputValue()).toBe('');
    await shoot(page, 'collab-evaluation-desktop');
  });

  it('opens the booklets and the stay documents', async () => {
    // Act
    await page.goto(`${url}/formateur`);
    await page.getByRole('link', { name: messages.collab.homeBooklets }).click();
    // Assess
    await page
      .getByRole('heading', { name: messages.collab.bookletsTitle(defaultOrganisation.name) })
      .waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: messages.collab.booklet(1), exact: true }).isVisible())
      .toBe(true);
    const pdfLinks = page.getByRole('link', { name: messages.collab.seePdf });
    await expect.poll(() => pdfLinks.count()).toBeGreaterThan(0);
    await shoot(page, 'collab-booklets-desktop');

    await page.goto(`${url}/formateur`);
    await page.getByRole('link', { name: messages.collab.homeStayDocs }).click();
    await page.getByRole('heading', { name: messages.collab.stayDocsTitle(stay?.nom_stage ?? '') }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: messages.collab.seePdf }).count())
      .toBeGreaterThan(0);
    await shoot(page, 'collab-stage-documents-desktop');
  });

  it('lets an administrator download the evaluations xlsx from the portal, reports inside', async () => {
    // Prepare: an administrator session (the sign-in page itself is the back-office's test).
    const admin = await newPage(DESKTOP);
    const answer = await admin.request.post(`${url}/api/loginAdmin`, {
      data: { username: seeded.admin.username, password: seeded.admin.password },
    });
    const { tokenAdmin } = (await answer.json()) as { tokenAdmin: string };
    await admin.goto(url);
    await admin.evaluate((token) => localStorage.setItem('tokenAdmin', token), tokenAdmin);
    await admin.goto(`${url}/portail?panneau=evaluations`);
    const panel = admin.locator('.reports-panel');
    await panel.getByLabel(messages.collab.reportsStay).selectOption(stay?.nom_stage ?? '');
    // Act
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      panel.getByRole('button', { name: messages.collab.reportsDownload }).click(),
    ]);
    // Assess: read it back with the same library.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const sheet = workbook.getWorksheet(messages.collab.sheetName);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...Object.values(messages.collab.columns)]);
    expect(String(sheet?.getRow(2).getCell(3).value)).toMatch(/^Très investie dans les veillées\./);
    await admin.screenshot({ path: path.join(screenshotDir, 'collab-admin-reports-desktop.png') });
  });

  it('shows the pages on a phone without errors', async () => {
    const phone = await newPage(PHONE);
    await signIn(phone, stay?.id ?? '');
    for (const [target, name] of [
      [`/evaluation/${stay?.id}`, 'collab-evaluation-phone'],
      ['/livrets', 'collab-booklets-phone'],
      ['/doc-details/P%C3%A9dagogie', 'collab-folder-phone'],
    ] as const) {
      await phone.goto(`${url}${target}`);
      await phone.locator('h1').waitFor();
      await shoot(phone, name);
    }
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    expect(pageErrors).toEqual([]);
  });
});
