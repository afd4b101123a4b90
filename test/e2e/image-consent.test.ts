/// <reference lib="dom" />
/**
 * Droit à l'image in headless Chromium against the whole local runtime: a family CSV saved by French
 * Excel (Windows-1252, `;`, Oui/Non/empty) is imported, then the trainer's deposit page on a phone
 * and the administrator's validation page list exactly the children marked « non », and the
 * validation goes through once the approver ticks the check, which is asked too when the list
 * cannot be read. The administrator sees and changes a child's consent in the families panel, and
 * exports the stay's participants with it.
 */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SignedFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { tinyJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  createStay,
  depositPhotos,
  listManagedPhotos,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';

const STAY = {
  nom_stage: 'Colo Droit Image',
  ville: 'Hendaye',
  date_debut: '2026-11-02',
  date_fin: '2026-11-13',
  mdp_formateur: 'Equipe-Image-2026',
  mdp_stagiaire: 'Famille-Image-2026',
} as const;

const ROWS = [
  ['R1', 'Durand', 'Léo', 'Dauphins', 'Oui'],
  ['R2', 'Martin', 'Zoé', 'Éléphants', 'Non'],
  ['R3', 'Bernard', 'Inès', 'Dauphins', ''],
  ['R4', 'Éluard', 'Noé', 'Mouettes', 'non'],
] as const;
/** The children marked « non », as the lists show them (first name, name). */
const REFUSED = ['Noé Éluard', 'Zoé Martin'];

describe("droit à l'image on the deposit and validation pages", () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let adminToken = '';
  let stayId = '';
  const pageErrors: string[] = [];

  const listed = (page: Page): Promise<string[]> =>
    page
      .locator('[data-image-refusals] li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-refusal') ?? ''));

  beforeAll(async () => {
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    const lines = [
      'Ref;Nom;Prenom;Groupe;Sejour;Du;Au;MailRL;DroitImage',
      ...ROWS.map(
        ([ref, nom, prenom, groupe, consent]) =>
          `${ref}-img;${nom};${prenom};${groupe};${STAY.nom_stage};02/11/2026;13/11/2026;${ref}@example.org;${consent}`,
      ),
    ];
    const bytes = new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1'));
    const signed = await api.call<SignedFile>('/imports/uploads', {
      token: adminToken,
      body: { kind: 'stagiaires', file: { name: 'familles.csv', type: 'text/csv', size: bytes.length } },
    });
    const put = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: bytes });
    expect(put.ok).toBe(true);
    await api.call('/upload', { token: adminToken, body: { key: signed.key } });
    const directorToken = await signInToStay(api, stayId, STAY.mdp_formateur);
    await depositPhotos(api, stayId, directorToken, [{ name: 'IMG_1.jpg', buffer: await tinyJpeg() }]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the trainer, on a phone, exactly the children marked « non » at the top of the deposit page', async () => {
    // Prepare
    const page = await (await browser.newContext({ viewport: PHONE, locale: 'fr-FR' })).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Act
    await page.goto(`${url}/connexion?stageId=${stayId}`);
    await page.getByLabel(messages.login.password, { exact: true }).fill(STAY.mdp_formateur);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await page.getByRole('link', { name: new RegExp(messages.directorHome.uploadPhotos) }).click();
    await page.getByRole('heading', { name: messages.imageConsent.title }).waitFor();
    // Assess
    await expect.poll(() => listed(page)).toEqual(REFUSED);
    await expect.poll(() => page.getByText('Mouettes').isVisible()).toBe(true);
    const box = await page.locator('[data-image-refusals]').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('lists them on the validation page and saves once the approver confirms the check', async () => {
    // Prepare: the validation page shows the photo once the media worker has made its copies.
    await expect
      .poll(async () => (await listManagedPhotos(api, stayId, adminToken)).map((photo) => photo.status), {
        timeout: 60_000,
      })
      .not.toContain('en_attente');
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' })).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${url}/connexion-portail`);
    await page.getByLabel(messages.login.username).fill(seeded.admin.username);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.admin);
    await page.getByRole('button', { name: messages.backOffice.signIn }).click();
    await reachUrl(page, /\/portail$/);
    // Act
    await page.goto(`${url}/photos-modify/${stayId}`);
    await page.getByRole('heading', { name: messages.imageConsent.title }).waitFor();
    const refused = await listed(page);
    await page.getByRole('checkbox', { name: messages.photoAdmin.visible }).check();
    await page.getByLabel(messages.photoAdmin.deletionDate).fill('2099-06-30');
    await page.getByLabel(messages.photoAdmin.approver).fill('Claire Martin');
    await page.getByLabel(messages.imageConsent.confirm).check();
    await page.getByRole('button', { name: messages.photoAdmin.saveVisible }).click();
    // Assess
    expect(refused).toEqual(REFUSED);
    await page.getByText(messages.photoAdmin.saved).waitFor();
    await expect
      .poll(async () => (await listManagedPhotos(api, stayId, adminToken)).map((photo) => photo.actif))
      .toEqual([1]);
    expect(pageErrors).toEqual([]);
  });

  /** The back-office as the seeded administrator, on a computer. */
  const adminPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await context.addInitScript((token) => localStorage.setItem('tokenAdmin', token), adminToken);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  it('still asks for the check when the list of children cannot be read', async () => {
    // Prepare: the list's request fails, as on a network that drops it
    const page = await adminPage();
    await page.route(`**/api/stays/${stayId}/image-refusals`, (route) => route.abort());
    // Act
    await page.goto(`${url}/photos-modify/${stayId}`);
    // Assess
    await page.getByText(messages.imageConsent.loadFailed).waitFor();
    const check = page.getByLabel(messages.imageConsent.confirmUnlisted);
    await check.waitFor();
    await expect.poll(() => check.isChecked()).toBe(false);
    await expect.poll(() => check.evaluate((box) => (box as HTMLInputElement).required)).toBe(true);
    await page.context().close();
  });

  it("shows a child's refusal in the families panel and saves the consent the administrator changes", async () => {
    // Prepare
    const page = await adminPage();
    const t = messages.backOffice;
    const families = async () =>
      (
        await api.call<{ items: { id: string; nom: string; droit_image?: string }[] }>(
          `/get-stagiaires/${stayId}`,
          { token: adminToken },
        )
      ).items;
    const zoe = (await families()).find((family) => family.nom === 'Martin');
    await page.goto(`${url}/portail?panneau=familles`);
    await page.getByLabel(t.fields.stage, { exact: true }).selectOption(stayId);
    const option = page.locator(`option[value="${zoe?.id}"]`);
    await option.waitFor({ state: 'attached' });
    // Assess: the refusal is said in the list and next to the form
    await expect.poll(() => option.textContent()).toContain(messages.imageConsent.refusedTag);
    await page.getByLabel(t.fields.participant, { exact: true }).selectOption(zoe?.id ?? '');
    const consent = page.getByLabel(messages.imageConsent.label, { exact: true });
    await expect.poll(() => consent.inputValue()).toBe('non');
    await page.getByText(messages.imageConsent.refusedNote).waitFor();
    // Act: the parents gave their consent after all
    await consent.selectOption('oui');
    await page.getByRole('button', { name: t.actions.update, exact: true }).click();
    // Assess
    await page.getByText(messages.admin.participantUpdated).waitFor();
    expect((await families()).find((family) => family.id === zoe?.id)?.droit_image).toBe('oui');
    await expect.poll(() => page.getByText(messages.imageConsent.refusedNote).count()).toBe(0);

    // Act: the stay's participants exported, as a workbook in the import's columns
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.actions.exportParticipants }).click(),
    ]);
    // Assess
    expect(download.suggestedFilename()).toBe(`participants-${STAY.nom_stage}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    const consentOf = Object.fromEntries(rows.slice(1).map((row) => [`${row[2]} ${row[1]}`, row[8]]));
    expect(rows[0]?.[8]).toBe('DroitImage');
    expect(consentOf).toEqual({
      'Léo Durand': 'Oui',
      'Zoé Martin': 'Oui',
      'Inès Bernard': '',
      'Noé Éluard': 'Non',
    });
    await page.context().close();
    expect(pageErrors).toEqual([]);
  });
});
