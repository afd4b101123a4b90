/**
 * A season end to end, as an administrator lives it: the season's stays and families imported from
 * CSV, the season opened from the seasons panel, a family signed in, the season closed (the family's
 * session ends and its password is told the stay is closed), its photos purged after a confirmation
 * that counts them, the stays deleted, and the season's attestation downloaded and read back. Its
 * stays start in 2031, a season no other test touches.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { seasonOf } from '#shared/season.js';
import type { SeasonView } from '#shared/season-schemas.js';
import { storageKeys } from '#shared/web-routes.js';
import { phoneJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, PHONE, reachUrl, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  depositPhotos,
  listManagedPhotos,
  type PortalClient,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';
import { cellsOf } from '../helpers/workbook-cells.js';

const t = messages.backOffice;
const s = t.seasons;
const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

const SEASON = seasonOf('2031-07-07');
const STAYS = [
  {
    nom: 'Colo Saison Mer',
    debut: '07/07/2031',
    fin: '18/07/2031',
    dir: 'Dir-Mer-2031!',
    fam: 'Fam-Mer-2031!',
  },
  {
    nom: 'Colo Saison Lac',
    debut: '21/07/2031',
    fin: '01/08/2031',
    dir: 'Dir-Lac-2031!',
    fam: 'Fam-Lac-2031!',
  },
] as const;

const staysCsv = [
  'nom_stage;ville;date_debut;date_fin;cree_par;actif;mdp_formateur;mdp_stagiaire',
  ...STAYS.map(
    (stay) => `${stay.nom};Annecy;${stay.debut};${stay.fin};Service séjours;0;${stay.dir};${stay.fam}`,
  ),
].join('\n');

const familiesCsv = [
  'Ref;Client;Nom;Prenom;RepresentantLegal;Nombre;Genre;Age;DateNaissance;Fournisseur;Destination;Sejour;Du;Au;VilleDepart;VilleRetour;Groupe;Present;TelClient;TelRL;MailRL',
  ...STAYS.flatMap((stay, i) =>
    [1, 2].map(
      (n) =>
        `S-31${i}${n};Durand ${n};Durand;Léa${n};Anne Durand;1;F;9;12/03/2022;Colos;Annecy;${stay.nom};${stay.debut};${stay.fin};Lyon;Lyon;A;Oui;04 72 00 00 0${n};06 10 00 00 0${n};saison.${i}.${n}@example.org`,
    ),
  ),
].join('\n');

/** The stays of the season as the API lists them, by name. */
const seasonStays = async (api: PortalClient, admin: string): Promise<SeasonView | undefined> =>
  (await api.call<SeasonView[]>('/seasons', { token: admin })).find((season) => season.key === SEASON.key);

describe('a season, from import to attestation', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let admin: string;
  let page: Page;
  let family: BrowserContext;
  let ids: string[] = [];

  const season = () => page.locator('details.season').filter({ hasText: SEASON.label });
  const notice = (text: string | RegExp) =>
    page.locator('.admin-notice').filter({ hasText: text }).first().waitFor();
  /** Ticks the whole season, runs the action, and answers the confirmation's text. */
  const runOnSeason = async (label: string): Promise<string> => {
    const whole = season().getByRole('checkbox', { name: s.selectSeason(SEASON.label) });
    if (!(await whole.isChecked())) await whole.check();
    await page.locator('.seasons__actions').getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const text = (await dialog.locator('.confirm-dialog__text').textContent()) ?? '';
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await notice(s.finished(STAYS.length));
    return text;
  };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    admin = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    browser = await launchBrowser();
    const context = await signedInContext(browser, storageKeys.adminToken, admin, {
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    page = await context.newPage();
    family = await browser.newContext({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("imports the season's stays and their families from CSV", async () => {
    // Act
    for (const [panel, name, csv] of [
      ['csv-sejours', 'sejours-2031.csv', staysCsv],
      ['csv-familles', 'familles-2031.csv', familiesCsv],
    ] as const) {
      await page.goto(`${url}/portail?panneau=${panel}`);
      await page
        .getByLabel(t.fields.csvFile)
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await page.getByRole('button', { name: t.actions.upload, exact: true }).click();
      await notice(messages.admin.csvSuccess);
    }
    // Assess
    const listed = await seasonStays(api, admin);
    expect(listed?.stays.map((stay) => [stay.nomStage, stay.actif, stay.familles])).toEqual([
      ['Colo Saison Lac', 0, 2],
      ['Colo Saison Mer', 0, 2],
    ]);
    ids = listed?.stays.map((stay) => stay.id) ?? [];
  });

  it('opens the whole season from the seasons panel, with its counts', async () => {
    // Prepare: a photo from the trainer of the first stay, processed, awaiting validation.
    const [lac] = ids;
    const director = await signInToStay(api, lac ?? '', STAYS[1].dir);
    await depositPhotos(api, lac ?? '', director, [{ name: 'plage.jpg', buffer: await phoneJpeg() }]);
    await expect
      .poll(async () => (await listManagedPhotos(api, lac ?? '', admin)).map((photo) => photo.status), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual(['prete']);
    await page.goto(`${url}/portail?panneau=saisons`);
    if (!(await season().evaluate((details) => (details as HTMLDetailsElement).open)))
      await season().locator('summary').click();
    // Act
    const question = await runOnSeason(s.actions.activer);
    // Assess
    expect(question).toContain('Activer 2 séjours');
    await season().getByText(s.states.on).nth(1).waitFor();
    await season()
      .getByText(/1 photo .*1 à valider/)
      .first()
      .waitFor();
    await expect.poll(() => season().locator('summary').textContent()).toContain('2 séjours, 4 familles');
    await page.screenshot({ path: path.join(screenshotDir, 'admin-seasons-desktop.png'), fullPage: true });
  });

  it('signs a family in, then closes the season: the session ends and the password says so', async () => {
    // Prepare
    const [, mer] = ids;
    const phone = await family.newPage();
    await phone.goto(
      `${url}/connexion?stageId=${mer}&redirect=${encodeURIComponent(`/stage-details/${mer}`)}`,
    );
    await phone.getByLabel(messages.login.password, { exact: true }).fill(STAYS[0].fam);
    await phone.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(phone, `${url}/stage-details/${mer}`);
    // Act
    const question = await runOnSeason(s.actions.fermer);
    await phone.reload();
    await reachUrl(phone, /\/connexion\?/);
    await phone.getByLabel(messages.login.password, { exact: true }).fill(STAYS[0].fam);
    await phone.getByRole('button', { name: messages.login.submit }).click();
    // Assess
    expect(question).toContain('4 familles');
    await phone.getByText(messages.api.stayClosed).waitFor();
    await season()
      .getByText(/^Clôturé le/)
      .nth(1)
      .waitFor();
  });

  it('purges the photos after a confirmation that counts them', async () => {
    // Act
    const question = await runOnSeason(s.actions.purger);
    // Assess
    expect(question).toContain('Purger 2 séjours');
    expect(question).toMatch(/1 photo \(.+\), validées ou non, dont 1 à valider/);
    await season()
      .getByText(/0 photo /)
      .nth(1)
      .waitFor();
    await expect.poll(() => listManagedPhotos(api, ids[0] ?? '', admin)).toEqual([]);
  });

  it('gives the attestation of the season once its stays are deleted, naming them and the photo purged', async () => {
    // Prepare
    for (const id of ids) await api.call(`/stage/${id}`, { method: 'DELETE', token: admin });
    await page.reload();
    if (!(await season().evaluate((details) => (details as HTMLDetailsElement).open)))
      await season().locator('summary').click();
    await season().getByText(s.deletedTitle(2).replace(/ :$/, '')).waitFor();
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-seasons-phone.png'), fullPage: true });
    // Act
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      season().getByRole('button', { name: s.actions.attestation }).click(),
    ]);
    // Assess
    expect(download.suggestedFilename()).toBe(t.attestation.seasonFileName(SEASON.label));
    const cells = await cellsOf((await readFile((await download.path()) ?? '')).toString('base64'));
    const rows = cells.map((row) => row.join(' | '));
    expect(rows[1]).toContain(t.attestation.season(SEASON.label, 2));
    for (const stay of STAYS)
      expect(rows.find((row) => row.startsWith(`${stay.nom} | ${stay.debut}`))).toMatch(/Séjour supprimé le/);
    const purged = cells.filter((row) => row[2] === messages.photoAdmin.deletionLog.reasons.purge);
    expect(purged.map((row) => [row[0], row[3], row[5]])).toEqual([
      ['Colo Saison Lac', seeded.admin.username, 'plage.jpg'],
    ]);
  });
});
