/**
 * A deletion date of today or earlier on /photos-modify: before anything is saved, the
 * administrator is told how many photos will go and when; refusing saves nothing. The stay is
 * left as it was: other suites count the photos families see.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { parisDate } from '#shared/paris-date.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { DESKTOP, launchBrowser } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

describe('deletion date on /photos-modify', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((s) => s.activePhotos > 0);
  const t = messages.photoAdmin;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    page = await context.newPage();
    const answer = await fetch(`${url}/api/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_PASSWORDS.admin }),
    });
    adminToken = ((await answer.json()) as { tokenAdmin: string }).tokenAdmin;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const managed = async (): Promise<ManagedPhoto[]> =>
    (await (
      await fetch(`${url}/api/doc_stage_formateur_all/${stay?.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as ManagedPhoto[];

  it('says how many photos go and when, and saves nothing when refused', async () => {
    // Prepare: the visible photos pre-checked, the date set to yesterday.
    const before = await managed();
    const yesterday = parisDate(new Date(Date.now() - 86_400_000));
    await page.goto(`${url}/`);
    await page.evaluate((token) => localStorage.setItem('tokenAdmin', token), adminToken);
    await page.goto(`${url}/photos-modify/${stay?.id}`);
    await page.getByRole('heading', { name: messages.stayDetails.title(stay?.nom_stage ?? '') }).waitFor();
    await page.getByLabel(t.deletionDate).fill(yesterday);
    await page.getByLabel(t.approver).fill('Claire Martin');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validation')) requests.push(request.url());
    });
    // Act
    await page.getByRole('button', { name: t.saveVisible }).click();
    // Assess
    await expect.poll(() => asked).toEqual([t.confirmDeleteNow(stay?.activePhotos ?? -1, yesterday, false)]);
    expect(asked[0]).toContain(yesterday.split('-').reverse().join('/'));
    expect(requests).toEqual([]);
    await expect.poll(() => page.getByText(t.saved).count()).toBe(0);
    const dates = (photos: ManagedPhoto[]) =>
      photos.map((p) => `${p.id} ${p.actif} ${p.active_par} ${p.duree_diffusion}`);
    expect(dates(await managed())).toEqual(dates(before));
  });
});
