/// <reference lib="dom" />
/**
 * A trainer sends photos and closes the page as soon as the last one is sent: the administrators
 * still get their one mail for the batch, sent by the server once no new photo has come for the
 * quiet period, whatever the page did afterwards.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { tinyJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

const STAY = {
  nom_stage: 'Colo des Pages Fermées',
  ville: 'Annecy',
  date_debut: '2026-10-19',
  date_fin: '2026-10-30',
  mdp_formateur: 'Equipe-Ferme-2026',
  mdp_stagiaire: 'Famille-Ferme-2026',
} as const;

const photo = async (index: number) => ({
  name: `IMG_${4000 + index}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 50 * index, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer(),
});

describe("the administrators' batch mail when the trainer leaves at once", () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let adminToken = '';
  let stayId = '';
  let directorToken = '';

  beforeAll(async () => {
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    directorToken = await signInToStay(api, stayId, STAY.mdp_formateur);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const batchMails = async (): Promise<string[]> =>
    (
      await api.call<{ items: { kind: string; subject: string }[] }>(`/mail-log?stageId=${stayId}&limit=50`, {
        token: adminToken,
      })
    ).items
      .filter((mail) => mail.kind === 'upload-notification')
      .map((mail) => mail.subject);

  it('closing the page right after the last photo still gives one mail', async () => {
    // Prepare
    const context = await signedInContext(browser, storageKeys.token, directorToken, {
      viewport: DESKTOP,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    await page.goto(`${url}${webRoutes.photoDeposit(stayId)}`);
    await page.locator('input[type="file"]').setInputFiles(await Promise.all([1, 2, 3].map(photo)));
    // Act: the last photo is sent, and the page is gone at once
    await page.getByRole('button', { name: messages.photoDeposit.send, exact: true }).click();
    await page.getByText(messages.trainer.done(3)).waitFor();
    await context.close();
    // Assess
    await expect.poll(batchMails).toEqual([messages.trainer.mailSubject(3, STAY.nom_stage)]);
  });
});
