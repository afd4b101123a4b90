/**
 * The CSV panels as the administrator sees them. A stays CSV with many errors: the message names the
 * first error and counts the others, and the list under it shows the next ones up to twenty in all,
 * then how many more there are. The list of stays with families says it is loading while it is.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_ERRORS_SHOWN } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { storageKeys } from '#shared/web-routes.js';
import { DESKTOP, holdRequests, launchBrowser, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { portalClient, signInAdmin } from '../helpers/portal-setup.js';

const t = messages.backOffice;

describe('the CSV panels', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const admin = await signInAdmin(portalClient(url), seeded.admin.username, E2E_PASSWORDS.admin);
    browser = await launchBrowser();
    const context = await signedInContext(browser, storageKeys.adminToken, admin, { viewport: DESKTOP });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows its first twenty errors and counts the rest', async () => {
    // Prepare: 25 stays without a city, lines 2 to 26.
    const rows = Array.from({ length: 25 }, (_, i) => `Séjour sans ville ${i};;01/02/2027;08/02/2027`);
    const csv = ['nom_stage;ville;date_debut;date_fin', ...rows].join('\n');
    await page.goto(`${url}/portail?panneau=csv-sejours`);
    // Act
    await page.getByLabel(t.fields.csvFile).setInputFiles({
      name: 'sejours-erreurs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByRole('button', { name: t.actions.upload, exact: true }).click();
    // Assess
    const listed = page.locator('.admin-errors li');
    await listed.last().waitFor();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Ligne 2' }).textContent())
      .toContain('(et 24 autres erreurs)');
    await expect.poll(() => listed.count()).toBe(IMPORT_ERRORS_SHOWN);
    const lines = await listed.allTextContents();
    expect(lines[0]).toContain('Ligne 3 : colonne ville vide');
    expect(lines.at(-2)).toContain(`Ligne ${IMPORT_ERRORS_SHOWN + 1} `);
    expect(lines.at(-1)).toBe(t.importMoreErrors(25 - IMPORT_ERRORS_SHOWN));
  });

  it('says the list of stays with families is loading until it comes', async () => {
    // Prepare: the list's answer held back.
    const held = await holdRequests(page, /\/api\/unique-sejours/);
    await page.goto(`${url}/portail?panneau=supprimer-csv-familles`);
    const stays = page.getByLabel(t.fields.stage, { exact: true });
    // Act
    await page.getByRole('status').filter({ hasText: t.loadingList }).waitFor();
    const busy = await stays.getAttribute('aria-busy');
    held.release();
    // Assess
    await page.getByRole('status').filter({ hasText: t.loadingList }).waitFor({ state: 'detached' });
    expect(busy).toBe('true');
    await expect.poll(() => stays.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => stays.locator('option').count()).toBeGreaterThan(1);
  });
});
