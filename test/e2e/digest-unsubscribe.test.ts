/// <reference lib="dom" />
/**
 * The link at the foot of a digest of new photos, opened on a phone: the page changes nothing until
 * the family confirms, then says the stay's digests are over; a forged link gets a French message.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import { messages } from '#shared/messages.js';
import { webRoutes } from '#shared/web-routes.js';
import { launchBrowser, PHONE } from '../helpers/browser.js';
import { E2E_JWT_SECRET } from '../helpers/portal-global-setup.js';

/** The issuer the local portal signs with (its default). */
const ISSUER = 'portail-photos';

describe('digest unsubscribe page', () => {
  const url = inject('portalUrl');
  const stay = inject('seeded').stays.find((candidate) => candidate.actif === 1);
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' })
    ).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks first, then unsubscribes the family from the stay at once', async () => {
    // Prepare
    expect(stay).toBeDefined();
    const token = await createUnsubscribeTokens(E2E_JWT_SECRET, ISSUER, () => new Date()).issue({
      stageId: stay?.id ?? '',
      address: 'famille.e2e@example.org',
    });
    await page.goto(`${url}${webRoutes.digestUnsubscribe}?token=${encodeURIComponent(token)}`);
    const confirm = page.getByRole('button', { name: messages.photoDigest.confirm });
    await confirm.waitFor();
    await expect.poll(() => page.getByText(messages.photoDigest.pageQuestionUnknown).isVisible()).toBe(true);

    // Act
    await confirm.click();

    // Assess
    await page
      .getByRole('status')
      .filter({ hasText: messages.photoDigest.done(stay?.nom_stage ?? '') })
      .waitFor();
    await expect.poll(() => confirm.count()).toBe(0);
  });

  it('says in French that a forged link is not valid', async () => {
    // Prepare
    await page.goto(`${url}${webRoutes.digestUnsubscribe}?token=faux.jeton.x`);
    // Act
    await page.getByRole('button', { name: messages.photoDigest.confirm }).click();
    // Assess
    await page.getByRole('alert').filter({ hasText: messages.photoDigest.invalidLink }).waitFor();
  });
});
