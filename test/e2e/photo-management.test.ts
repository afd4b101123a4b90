/**
 * /photos-modify as an administrator: refused without an admin token, then the photos of
 * a stay with their visibility pre-checked, the approval fields required, one save for the whole
 * set, a rotation shown without reload, the carousel, and the zip of all photos.
 * The stay's visibility is left as it was: other suites count the photos families see.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { DESKTOP, launchBrowser, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

describe('photo management', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const stay = seeded.stays.find((s) => s.photos > 0 && s.activePhotos < s.photos);
  const t = messages.photoAdmin;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true, locale: 'fr-FR' });
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

  it('sends a visitor without an admin token to /connexion-portail, to come back here', async () => {
    await page.goto(`${url}/photos-modify/${stay?.id}`);
    await reachUrl(page, new RegExp(`/connexion-portail\\?redirect=%2Fphotos-modify%2F${stay?.id}$`));
  });

  it('shows every photo, the visible ones pre-checked', async () => {
    // Prepare
    await page.evaluate((token) => localStorage.setItem('tokenAdmin', token), adminToken);
    // Act
    await page.goto(`${url}/photos-modify/${stay?.id}`);
    await page.getByRole('heading', { name: messages.stayDetails.title(stay?.nom_stage ?? '') }).waitFor();
    // Assess
    const visible = page.getByRole('checkbox', { name: t.visible });
    await expect.poll(() => visible.count()).toBe(stay?.photos);
    await expect
      .poll(() => page.getByRole('checkbox', { name: t.visible, checked: true }).count())
      .toBe(stay?.activePhotos);
  });

  it('requires the date and the approver, then saves the whole set in one request', async () => {
    // Prepare
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel(t.deletionDate).fill('');
    await page.getByLabel(t.approver).fill('');
    // Act
    await page.getByRole('button', { name: t.saveVisible }).click();
    await expect.poll(() => alerts).toEqual([messages.admin.approvalRequired]);
    await page.getByLabel(t.deletionDate).fill('2099-12-31');
    await page.getByLabel(t.approver).fill('Claire Martin');
    await page.getByRole('button', { name: t.saveVisible }).click();
    await page.getByText(t.saved).waitFor();
    // Assess
    const photos = await managed();
    expect(photos.filter((p) => p.actif === 1)).toHaveLength(stay?.activePhotos ?? -1);
    // The date goes to the visible photos only: a hidden one is never deleted by it.
    const visible = photos.filter((p) => p.actif === 1);
    expect(new Set(visible.map((p) => `${p.active_par} ${p.duree_diffusion}`))).toEqual(
      new Set(['Claire Martin 2099-12-31']),
    );
    expect(photos.filter((p) => p.actif === 0 && p.duree_diffusion === '2099-12-31')).toEqual([]);
  });

  it('rotates a photo and shows it turned without a reload', async () => {
    // Prepare
    const first = page.locator('.photos-modify__open img').first();
    const before = await first.getAttribute('src');
    // Act
    await page.getByRole('button', { name: t.rotate, exact: true }).first().click();
    // Assess
    await page.waitForFunction(
      (src) => document.querySelector('.photos-modify__open img')?.getAttribute('src') !== src,
      before,
    );
    await expect.poll(() => first.getAttribute('src')).toContain('/v2/c1/thumb.jpg');
  });

  it('opens the carousel, which wraps and closes on the backdrop', async () => {
    // Act
    await page.locator('.photos-modify__open').first().click();
    const image = page.locator('.photo-carousel img');
    const firstSrc = await image.getAttribute('src');
    await page.getByRole('button', { name: t.previous }).click();
    // Assess: back from the first photo is another one (the last), forward again is the first.
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstSrc);
    // Act
    await page.getByRole('button', { name: t.next }).click();
    // Assess
    await expect.poll(() => image.getAttribute('src')).toBe(firstSrc);
    await page.locator('.photo-carousel').click({ position: { x: 5, y: 5 } });
    await page.locator('.photo-carousel').waitFor({ state: 'detached' });
  });

  it('downloads all photos as one zip named after the stay', async () => {
    // Prepare
    const download = page.waitForEvent('download', { timeout: 60_000 });
    // Act
    await page.getByRole('button', { name: messages.archive.downloadAll }).click();
    // Assess
    expect((await download).suggestedFilename()).toBe(`${(stay?.nom_stage ?? '').replace(/\s/g, '_')}.zip`);
  });
});
