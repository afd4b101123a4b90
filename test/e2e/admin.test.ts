/// <reference lib="dom" />
/**
 * The back-office as an administrator uses it: sign in, create a stay
 * with generated passwords and a picture, import the shipped family CSV (Windows-1252, `;`), mail
 * the family password, then a family signs in through the mailed link; a CSV with an error on line
 * 7 imports nothing; two concurrent saves of a stay give one conflict.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { tinyJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const STAY = {
  nom: 'Colo Océan Découverte',
  ville: 'La Flotte (Île de Ré)',
  debut: '2027-07-06',
  fin: '2027-07-17',
};
const STAY_LABEL = `${STAY.nom} (06/07/2027 – 17/07/2027)`;
const t = messages.backOffice;

describe('the administrator back-office', () => {
  const url = inject('portalUrl');
  let browser: Browser;
  let page: Page;
  let stayId = '';
  let familyPassword = '';
  let adminToken = '';

  const api = async <T>(route: string, init: RequestInit = {}): Promise<T> => {
    const answer = await fetch(`${url}/api${route}`, {
      ...init,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    });
    return (await answer.json()) as T;
  };
  const participants = async () =>
    await api<{ total: number; items: { nom: string; prenom: string; email: string }[] }>(
      `/get-stagiaires/${stayId}?pageSize=100`,
    );
  const panel = (name: string) =>
    page.getByRole('navigation', { name: t.menu.label }).getByRole('button', { name, exact: true }).click();
  const notice = (text: string | RegExp) =>
    page.locator('.admin-notice').filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends an unsigned visitor of /portail to /connexion-portail, then signs the administrator in', async () => {
    // Act
    await page.goto(`${url}/portail`);
    await reachUrl(page, /\/connexion-portail\?redirect=%2Fportail$/);
    await page.getByLabel(messages.login.username).fill('admin');
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.admin);
    await page.getByRole('button', { name: t.signIn }).click();
    // Assess
    await reachUrl(page, /\/portail$/);
    await page.getByRole('heading', { name: t.menu.createStay }).waitFor();
    adminToken = (await page.evaluate(() => window.localStorage.getItem('tokenAdmin'))) ?? '';
    expect(adminToken).not.toBe('');
  });

  it('creates a stay with generated passwords and a picture, after the required-fields alert', async () => {
    // Act: submit empty first.
    await page.getByRole('button', { name: t.actions.create }).click();
    await notice(messages.admin.requiredFields);
    await page.getByLabel(t.fields.nom_stage).fill(STAY.nom);
    await page.getByLabel(t.fields.ville).fill(STAY.ville);
    await page.getByLabel(t.fields.date_debut).fill(STAY.debut);
    await page.getByLabel(t.fields.date_fin).fill(STAY.fin);
    await page.getByRole('button', { name: t.fields.generate }).first().click();
    await page.getByRole('button', { name: t.fields.generate }).last().click();
    familyPassword = await page.getByLabel(t.fields.mdp_stagiaire).inputValue();
    await page
      .getByLabel(t.fields.photo)
      .setInputFiles({ name: 'ocean.jpg', mimeType: 'image/jpeg', buffer: await tinyJpeg() });
    await page.screenshot({ path: path.join(screenshotDir, 'admin-create-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: t.actions.create }).click();
    // Assess
    await notice(messages.admin.created);
    expect(familyPassword).toMatch(/^\S{8}$/);
    const found = await api<{ items: { id: string; nomStage: string }[] }>(
      `/stages-names?q=${encodeURIComponent(STAY.nom)}`,
    );
    stayId = found.items[0]?.id ?? '';
    expect(found.items).toHaveLength(1);
  });

  it('imports the shipped Windows-1252 family CSV with its accents intact', async () => {
    // Act
    await panel(t.menu.familyCsv);
    await page.getByLabel(t.fields.csvFile).setInputFiles('docs/samples/familles.csv');
    await page.getByRole('button', { name: t.actions.upload, exact: true }).click();
    // Assess
    await notice(messages.admin.csvSuccess);
    const list = await participants();
    expect(list.total).toBe(8);
    expect(list.items.map((p) => `${p.prenom} ${p.nom}`)).toEqual(
      expect.arrayContaining(['Éloïse Lefèvre', 'Gaëtan Dubœuf', "Moussa N'Diaye"]),
    );
  });

  it('imports nothing from a CSV with an error on line 7, and says which line', async () => {
    // Prepare: a new family on every line, and a broken address on line 7.
    const lines = (await readFile('docs/samples/familles.csv', 'latin1')).split('\r\n');
    const changed = lines.map((line, i) => (i === 0 || !line ? line : line.replace(/^R-1/, 'R-2')));
    changed[6] = (changed[6] ?? '').replace(/;[^;]+$/, ';adresse-invalide');
    // Act
    await page.getByLabel(t.fields.csvFile).setInputFiles({
      name: 'familles-erreur.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(changed.join('\r\n'), 'latin1'),
    });
    await page.getByRole('button', { name: t.actions.upload, exact: true }).click();
    // Assess
    await notice(/Ligne 7/);
    await expect
      .poll(() => page.locator('.admin-notice').first().textContent())
      .toContain("Rien n'a été importé");
    expect((await participants()).total).toBe(8);
  });

  it('mails the family password to the whole stay, one mail per family, with the sign-in link', async () => {
    // Act
    await panel(t.menu.sendPasswords);
    await page
      .getByRole('combobox', { name: t.fields.stage, exact: true })
      .selectOption({ label: STAY_LABEL });
    // The page counts the families and shows the first addresses; the server addresses them all.
    const wholeStay = page.getByRole('checkbox', { name: t.wholeStay.stagiaire(8), exact: true });
    await wholeStay.waitFor();
    await expect.poll(() => wholeStay.isChecked()).toBe(true);
    const shown = [
      'celine.benoit',
      'stephane.cote',
      'jerome.duboeuf',
      'francois.garcon',
      'helene.lefevre',
    ].map((name) => `${name}@example.org`);
    await page.getByText(t.shownRecipients(shown, 3)).waitFor();
    await expect.poll(() => page.getByLabel(t.fields.to).inputValue()).toBe('');
    const text = await page.getByLabel(t.fields.message).inputValue();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-mail-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: t.actions.send, exact: true }).click();
    // Assess
    await notice(messages.admin.messageSent);
    const link = /https?:\/\/\S+\/connexion\?stageId=\S+/.exec(text)?.[0] ?? '';
    expect(link).toBe(`${url}/connexion?stageId=${stayId}`);
    expect(text).toContain(familyPassword);
    await expect
      .poll(
        async () => {
          const log = await api<{ items: { to: string[]; status: string }[] }>(
            `/mail-log?stageId=${stayId}&limit=50`,
          );
          return log.items.filter((entry) => entry.status === 'envoye').length;
        },
        { timeout: 60_000 },
      )
      .toBe(8);
    await panel(t.menu.mailLog);
    await page
      .locator('.admin-table tbody tr')
      .filter({ hasText: 'helene.lefevre@example.org' })
      .filter({ hasText: t.mailStatus.sent })
      .waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-mail-log-desktop.png'), fullPage: true });
    // Act: a family follows the link with the password.
    const family = await (await browser.newContext({ viewport: PHONE })).newPage();
    await family.goto(link);
    await family.getByLabel(messages.login.password, { exact: true }).fill(familyPassword);
    await family.getByRole('button', { name: messages.login.submit }).click();
    // The sign-in itself first, then the photo page (slow under a full parallel test run).
    await family.getByText(messages.login.success).waitFor({ timeout: 60_000 });
    await reachUrl(family, new RegExp(`/stage-details/${stayId}$`));
    await family.context().close();
  });

  it('refuses the second of two concurrent saves of a stay with a conflict message', async () => {
    // Prepare: two administrators open the same stay.
    const other = await (await browser.newContext({ viewport: PHONE })).newPage();
    await other.addInitScript((token) => window.localStorage.setItem('tokenAdmin', token), adminToken);
    await page.goto(`${url}/stage-modify/${stayId}`);
    await other.goto(`${url}/stage-modify/${stayId}`);
    await page.getByLabel(t.fields.ville).waitFor();
    await other.getByLabel(t.fields.ville).waitFor();
    // Act
    await page.getByLabel(t.fields.ville).fill('Ars-en-Ré');
    await other.getByLabel(t.fields.ville).fill('Saint-Martin-de-Ré');
    await page.getByRole('button', { name: t.actions.save }).click();
    await notice(messages.admin.stayModified);
    await other.getByRole('button', { name: t.actions.save }).click();
    // Assess
    await other.locator('.admin-notice').filter({ hasText: t.conflict }).waitFor();
    await other.screenshot({ path: path.join(screenshotDir, 'admin-conflict-phone.png'), fullPage: true });
    await page.screenshot({ path: path.join(screenshotDir, 'admin-modify-desktop.png'), fullPage: true });
    const stay = await api<{ ville: string; version: number }>(`/stage/${stayId}`);
    expect(stay).toMatchObject({ ville: 'Ars-en-Ré', version: 2 });
    await other.context().close();
  });

  it('fits the portal on a phone without horizontal scrolling', async () => {
    const phone = await (
      await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await phone.addInitScript((token) => window.localStorage.setItem('tokenAdmin', token), adminToken);
    await phone.goto(`${url}/portail`);
    await phone.getByRole('heading', { name: t.menu.createStay }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await phone.screenshot({ path: path.join(screenshotDir, 'admin-portal-phone.png'), fullPage: true });
    await phone.goto(`${url}/portail?panneau=familles`);
    await phone.getByRole('heading', { name: t.menu.families }).waitFor();
    await phone.screenshot({ path: path.join(screenshotDir, 'admin-families-phone.png'), fullPage: true });
    // The evaluations report panel is the collaboration feature's, mounted in the portal by the app.
    await phone.goto(`${url}/portail?panneau=evaluations`);
    await phone.getByRole('heading', { name: t.menu.evaluations }).waitFor();
    await phone.locator('.admin-panel select').first().waitFor();
    await phone.context().close();
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
