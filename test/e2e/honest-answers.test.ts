/// <reference lib="dom" />
/**
 * Pages tell what really happened, in headless Chromium: an expired family session on /stage-details
 * leads to /connexion instead of a failed archive; an unknown shared folder shows the server's 'not
 * found' instead of blaming the connection; deleting a stay asks first, naming it and counting what
 * will be lost, and /portail then says 'Séjour supprimé avec succès'.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { DESKTOP, launchBrowser, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

describe('honest answers', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  const withPhotos = seeded.stays.find((s) => s.actif === 1 && s.activePhotos > 0);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a family whose session expired on /stage-details to /connexion when it asks for the zip', async () => {
    // Prepare
    const token = await signInToStay(api, withPhotos?.id ?? '', E2E_PASSWORDS.family);
    await page.goto(`${url}/`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${url}/stage-details/${withPhotos?.id}`);
    const downloadAll = page.getByRole('button', { name: messages.archive.downloadAll });
    await downloadAll.waitFor();
    // The session ends while the page is open (a token the server no longer accepts).
    await page.evaluate((value) => localStorage.setItem('token', `${value}x`), token);
    // Act
    await downloadAll.click();
    // Assess
    await reachUrl(page, /\/connexion\?redirect=%2Fstage-details%2F/);
    await expect.poll(() => page.getByText(messages.archive.archiveFailed).count()).toBe(0);
  });

  it("shows the server's 'not found' for an unknown shared folder", async () => {
    // Prepare
    const token = await signInToStay(api, withPhotos?.id ?? '', E2E_PASSWORDS.trainer);
    await page.goto(`${url}/`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    // Act
    await page.goto(`${url}/doc-details/Dossier-qui-n-existe-pas`);
    // Assess
    await page.getByText(messages.collab.folderNotFound, { exact: true }).waitFor();
    await expect.poll(() => page.getByText(messages.app.errorText).count()).toBe(0);
  });

  it('deletes a stay only after a confirmation naming it and counting its loss, then says so on /portail', async () => {
    // Prepare
    const admin = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8ab' } })
      .jpeg()
      .toBuffer();
    const name = 'Séjour à supprimer';
    const stayId = await createStay(api, admin, {
      nom_stage: name,
      ville: 'Nantes',
      date_debut: '2026-08-01',
      date_fin: '2026-08-08',
      mdp_formateur: 'Sup-Equipe-27',
      mdp_stagiaire: 'Sup-Famille-27',
      picture,
    });
    // Two families, whose loss the confirmation counts.
    for (const who of ['a', 'b']) {
      await api.call('/add-stagiaire', {
        token: admin,
        body: { nom: 'Famille', prenom: who, mailRL: `${who}@example.org`, stageId: stayId },
      });
    }
    await page.goto(`${url}/`);
    await page.evaluate((value) => localStorage.setItem('tokenAdmin', value), admin);
    await page.goto(`${url}/stage-modify/${stayId}`);
    const deleteButton = page.getByRole('button', { name: messages.backOffice.actions.deleteStay });
    const dialog = page.getByRole('dialog', { name: messages.admin.confirmDeleteStay });
    const stillThere = async () =>
      (await api.call<{ id: string }[]>('/stages', { token: admin })).some((stay) => stay.id === stayId);
    // Act: a double click asks once; cancelling keeps the stay.
    await deleteButton.dblclick();
    await dialog.waitFor();
    const loss = { photos: 0, size: '0,0 Mo', familles: 2, directeurs: 0, documents: 0 };
    await expect.poll(() => dialog.textContent()).toContain(messages.admin.stayDeletionLoss(name, loss));
    await dialog.getByRole('button', { name: messages.confirm.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => stillThere()).toBe(true);
    await deleteButton.click();
    await dialog.getByRole('button', { name: messages.backOffice.actions.deleteStay }).click();
    // Assess
    await reachUrl(page, /\/portail$/);
    await page.getByText(messages.admin.stayDeleted, { exact: true }).waitFor();
    await expect.poll(() => stillThere()).toBe(false);
  });
});
