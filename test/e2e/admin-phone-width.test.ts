/// <reference lib="dom" />
/**
 * Every panel of the back-office on a 390 px phone: nothing reaches past the screen's right edge
 * (a table may scroll inside its own frame), and every file field can be tapped. The panels are
 * read from the portal's own menu, so a new one is checked without a change here.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storageKeys } from '#shared/web-routes.js';
import { tinyJpeg } from '../fixtures/images.js';
import { launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin } from '../helpers/portal-setup.js';

/** What lies past the right edge of the screen, outside the frames that scroll on purpose. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsItself = (element: Element) =>
      element.closest('.admin-table-wrap') !== null && !element.classList.contains('admin-table-wrap');
    const found = Array.from(document.querySelectorAll('.admin-portal *'))
      .filter((element) => !scrollsItself(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page (${document.documentElement.scrollWidth} px)`);
    return found;
  });

describe('the back-office on a 390 px phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const api = portalClient(url);
    const admin = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    // A stay whose name is wider than a phone: every list that shows it must still fit.
    await createStay(api, admin, {
      nom_stage: `Séjour ${'Découverte des lacs et des sommets des Hautes-Alpes '.repeat(3)}`.trim(),
      ville: 'Briançon',
      date_debut: '2027-07-06',
      date_fin: '2027-07-26',
      mdp_formateur: 'Equipe-Lacs-2027',
      mdp_stagiaire: 'Famille-Lacs-2027',
      picture: await tinyJpeg(),
    });
    browser = await launchBrowser();
    const context = await signedInContext(browser, storageKeys.adminToken, admin, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps every panel within the screen, its file fields in reach', async () => {
    // Prepare: the panels, as the portal's menu lists them.
    await page.goto(`${url}/portail`);
    const picker = page.locator('.admin-menu__picker select');
    await picker.waitFor();
    const panels = await picker.locator('option').evaluateAll((options) =>
      options.map((option) => ({
        id: (option as HTMLOptionElement).value,
        label: option.textContent ?? '',
      })),
    );
    expect(panels.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const panel of panels) {
      // Act
      await picker.selectOption(panel.id);
      await page.locator('.admin-panel__title', { hasText: panel.label }).waitFor();
      // Lists are in once their loading signs are gone.
      await page.locator('.admin-panel .loading').first().waitFor({ state: 'detached' });
      // Assess
      for (const where of await overflowing(page)) problems.push(`${panel.label} : ${where}`);
      for (const field of await page.locator('.admin-panel input[type="file"]').all()) {
        await field.scrollIntoViewIfNeeded();
        const box = await field.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > PHONE.width + 1)
          problems.push(`${panel.label} : champ de fichier hors de l'écran`);
        // A trial tap: Playwright checks the field is the element a finger there would reach.
        await field.click({ trial: true, timeout: 5000 }).catch(() => {
          problems.push(`${panel.label} : champ de fichier hors d'atteinte`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
