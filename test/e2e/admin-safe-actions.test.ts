/// <reference lib="dom" />
/**
 * Back-office actions in headless Chromium, on a stay of their own: a double click on 'Ajouter'
 * (directors) or 'Ajouter le stagiaire' creates one record; deleting a family asks first, naming it,
 * and nothing is deleted until the administrator confirms; a CSV import whose answer was lost and
 * that is sent again imports once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { DESKTOP, launchBrowser } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin } from '../helpers/portal-setup.js';

describe('back-office safe actions', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  const t = messages.backOffice;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: string;
  let stayId: string;

  beforeAll(async () => {
    admin = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, admin, {
      nom_stage: 'Séjour des doubles clics',
      ville: 'Lyon',
      date_debut: '2026-09-01',
      date_fin: '2026-09-08',
      mdp_formateur: 'Dbl-Equipe-27',
      mdp_stagiaire: 'Dbl-Famille-27',
      picture: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#abc' } })
        .jpeg()
        .toBuffer(),
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await context.addInitScript((value) => localStorage.setItem('tokenAdmin', value), admin);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const chooseStay = async () => {
    await page.getByLabel(t.fields.stage, { exact: true }).selectOption(stayId);
  };
  const participants = async () =>
    (
      await api.call<{ items: { id: string; email: string }[] }>(`/get-stagiaires/${stayId}`, {
        token: admin,
      })
    ).items;

  it("creates one director for a double click on 'Ajouter'", async () => {
    // Prepare
    await page.goto(`${url}/portail?panneau=directeurs`);
    await chooseStay();
    await page.getByLabel(t.fields.nom, { exact: true }).fill('Durand');
    await page.getByLabel(t.fields.prenom, { exact: true }).fill('Sophie');
    await page.getByLabel(t.fields.mail, { exact: true }).fill('sophie.durand@colo.test');
    await page.getByLabel(t.fields.telephone, { exact: true }).fill('0612345678');
    // Act
    await page.getByRole('button', { name: t.fields.add, exact: true }).dblclick();
    // Assess
    await page.getByText(messages.admin.directorProcessed).waitFor();
    const directors = await api.call<{ mail: string }[]>(`/formateurs/by-stage/${stayId}/sejour`, {
      token: admin,
    });
    expect(directors.filter((d) => d.mail === 'sophie.durand@colo.test')).toHaveLength(1);
  });

  it("creates one participant for a double click on 'Ajouter le stagiaire'", async () => {
    // Prepare
    await page.goto(`${url}/portail?panneau=familles`);
    await chooseStay();
    await page.getByLabel(t.fields.nom, { exact: true }).fill('Martin');
    await page.getByLabel(t.fields.prenom, { exact: true }).fill('Léa');
    await page.getByLabel(t.fields.mailRL, { exact: true }).fill('lea.martin@famille.test');
    // Act
    await page.getByRole('button', { name: t.actions.addParticipant }).dblclick();
    // Assess
    await page.getByText(messages.admin.participantAdded).waitFor();
    expect((await participants()).filter((p) => p.email === 'lea.martin@famille.test')).toHaveLength(1);
  });

  it('deletes a family only after a confirmation naming it', async () => {
    // Prepare
    const [lea] = await participants();
    await page.getByLabel(t.fields.participant, { exact: true }).selectOption(lea?.id ?? '');
    const dialog = page.getByRole('dialog', { name: messages.confirm.title });
    // Act: asked, then cancelled.
    await page.getByRole('button', { name: t.actions.deleteFamily }).dblclick();
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Martin');
    await dialog.getByRole('button', { name: messages.confirm.cancel }).click();
    // Assess: once the question is gone, the family is still there.
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => participants()).toHaveLength(1);
    // Act: asked again, confirmed.
    await page.getByRole('button', { name: t.actions.deleteFamily }).click();
    await dialog.getByRole('button', { name: t.actions.deleteFamily }).click();
    // Assess
    await page.getByText(messages.admin.familyDeleted).waitFor();
    await expect.poll(() => participants()).toEqual([]);
  });

  it('imports a stay file once when its answer was lost and the administrator sends it again', async () => {
    // Prepare: the server imports the first request, but its answer never reaches the browser.
    const name = 'Séjour de la réponse perdue';
    const csv = ['nom_stage;ville;date_debut;date_fin', `${name};Lyon;01/10/2027;08/10/2027`].join('\r\n');
    let imports = 0;
    await page.route('**/api/uploadSejour', async (route) => {
      imports += 1;
      if (imports > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto(`${url}/portail?panneau=csv-sejours`);
    await page
      .getByLabel(t.fields.csvFile)
      .setInputFiles({ name: 'sejours.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const send = page.getByRole('button', { name: t.actions.upload, exact: true });
    // Act
    await send.click();
    await page.getByText(messages.login.network).waitFor();
    await send.click();
    // Assess
    await page.getByText(messages.admin.csvSuccess).waitFor();
    const found = await api.call<{ items: { nomStage: string }[] }>(
      `/stages-names?q=${encodeURIComponent(name)}`,
      { token: admin },
    );
    expect(found.items).toHaveLength(1);
    expect(imports).toBe(2);
  });
});
