/// <reference lib="dom" />
/**
 * The pages that call the API run under the site's strict CSP (`script-src 'self'` and the hash of
 * index.html's one inline script, no 'unsafe-eval') without a single violation. The browser reports
 * a refused `eval` or `new Function` even when the page catches the error, so a library that merely
 * probes for it shows up here.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { imagesInViewLoaded, launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';

interface Violation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
}

/** A phone context whose every document reports its CSP violations and CSP console lines to the test. */
const watchedContext = async (browser: Browser) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const violations: Violation[] = [];
  const consoleReports: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  // Runs in each new document before any script of the page.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: object) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) consoleReports.push(message.text());
  });
  return { page, violations, consoleReports };
};

describe('content security policy', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const photoStay = seeded.stays.find((stay) => stay.actif === 1 && stay.activePhotos > 0);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sees a violation when a page of the site runs a script the policy refuses', async () => {
    // Prepare
    const watched = await watchedContext(browser);
    await watched.page.goto(url);
    await watched.page.getByRole('heading', { name: messages.home.title }).waitFor();
    // Act: an inline script, refused by script-src 'self'.
    await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "ran";';
      document.body.append(script);
    });
    // Assess
    await expect
      .poll(() => watched.violations)
      .toContainEqual({ page: `${url}/`, directive: 'script-src-elem', blocked: 'inline' });
    await expect.poll(() => watched.page.title()).not.toBe('ran');
  });

  it('signs a family in and shows its gallery without any violation', async () => {
    // Prepare
    expect(photoStay).toBeDefined();
    const { page, violations, consoleReports } = await watchedContext(browser);
    // Act: the stays list, the sign-in page and the gallery all call the API and parse with zod.
    await page.goto(`${url}/stages`);
    await page.getByRole('link', { name: messages.stages.seePhotos }).first().waitFor();
    await page.goto(`${url}/connexion?stageId=${photoStay?.id}`);
    await page.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.family);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(page, `${url}/stage-details/${photoStay?.id}`);
    const boxes = page.getByRole('checkbox', { name: messages.stayDetails.selectPhoto });
    const select = page.getByRole('button', { name: messages.stayDetails.startSelection, exact: true });
    await select.click();
    await boxes.first().waitFor();
    await imagesInViewLoaded(page);
    await expect.poll(() => boxes.count()).toBe(photoStay?.activePhotos);
    // The gallery loaded on its own, as a family opening a bookmark would.
    await page.reload();
    await page.locator('img[src*="/thumb"]').first().waitFor();
    await page.locator('img[src*="/thumb"]').first().click();
    await page.locator('.yarl__slide_current img').first().waitFor();
    // Assess: the listener of the init script saw every document above; it reported nothing.
    expect(violations).toEqual([]);
    expect(consoleReports).toEqual([]);
  });
});
