/**
 * The proof outlives the stay: once a stay is deleted, its /photos-modify page says so and still
 * gives its deletion log and the attestation, which names the stay and what went with it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { storageKeys } from '#shared/web-routes.js';
import { tinyJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin } from '../helpers/portal-setup.js';
import { cellsOf } from '../helpers/workbook-cells.js';

const t = messages.photoAdmin.deletionLog;
const STAY_NAME = 'Colo des preuves';

describe('a deleted stay', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  let browser: Browser;
  let page: Page;
  let stayId: string;

  beforeAll(async () => {
    const api = portalClient(url);
    const admin = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, admin, {
      nom_stage: STAY_NAME,
      ville: 'Brest',
      date_debut: '2026-07-06',
      date_fin: '2026-07-17',
      mdp_formateur: 'Formateur-Preuve-2026',
      mdp_stagiaire: 'Famille-Preuve-2026',
      picture: await tinyJpeg(),
    });
    await api.call(`/stage/${stayId}`, { method: 'DELETE', token: admin });
    browser = await launchBrowser();
    const context = await signedInContext(browser, storageKeys.adminToken, admin, {
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows its deletion log and gives its attestation, which names it', async () => {
    // Act
    await page.goto(`${url}/photos-modify/${stayId}`);
    await page.getByRole('heading', { name: t.deletedStayTitle }).waitFor();
    await page.getByText(t.title).click();
    await page.getByText(t.empty).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.attestation }).click(),
    ]);
    // Assess
    expect(download.suggestedFilename()).toBe(messages.backOffice.attestation.fileName(STAY_NAME));
    const bytes = await readFile((await download.path()) ?? '');
    const text = (await cellsOf(bytes.toString('base64'))).map((row) => row.join(' ')).join('\n');
    expect(text).toContain(messages.backOffice.attestation.stay(STAY_NAME, '06/07/2026', '17/07/2026'));
    expect(text).toContain(seeded.admin.username);
  });
});
