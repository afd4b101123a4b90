/// <reference lib="dom" />
/**
 * The team's way in, in headless Chromium: 'Equipe' / 'Accès Equipe' leads to /connexion, where a
 * trainer picks their stay (a switched-off one too) and lands in the team area; a trainer who went
 * through a stay's photo page lands in the team area too, not on the families' page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { DESKTOP, launchBrowser, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

describe('team access', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const inactive = seeded.stays.find((s) => s.actif === 0);
  const active = seeded.stays.find((s) => s.actif === 1);
  const teamTitle = new RegExp(`^${messages.directorHome.title} `);
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

  const signIn = async (password: string) => {
    await page.getByLabel(messages.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: messages.login.submit }).click();
  };

  it('lets the trainer of a switched-off stay pick it after "Equipe" and land in the team area', async () => {
    // Prepare
    expect(inactive).toBeDefined();
    // Act: where the menu's 'Equipe' and 'Accès Equipe' lead without a token.
    await page.goto(`${url}/formateur`);
    await reachUrl(page, /\/connexion\?redirect=%2Fformateur$/);
    const chooser = page.getByLabel(messages.login.teamStay, { exact: true });
    await expect.poll(() => chooser.isEnabled()).toBe(true);
    await chooser.selectOption(inactive?.id ?? '');
    await page.getByText(inactive?.nom_stage ?? '', { exact: true }).waitFor();
    await signIn(E2E_PASSWORDS.trainer);
    // Assess
    await reachUrl(page, /\/formateur$/);
    await page.getByRole('heading', { name: teamTitle }).waitFor();
    const deposit = page.getByRole('link', { name: new RegExp(messages.directorHome.uploadPhotos) });
    await expect.poll(() => deposit.getAttribute('href')).toBe(`/doc-stage/${inactive?.id}`);
  });

  it("sends a trainer who came through a stay's photo page to the team area", async () => {
    // Prepare
    await page.goto(`${url}/stage-details/${active?.id}`);
    await reachUrl(page, /\/connexion\?redirect=/);
    // Act
    await signIn(E2E_PASSWORDS.trainer);
    // Assess
    await reachUrl(page, /\/formateur$/);
    await page.getByRole('heading', { name: teamTitle }).waitFor();
  });
});
