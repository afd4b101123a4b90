/**
 * The phone of the gallery measurements, and how a page is opened on it: a new browser context (an
 * empty cache) with the family's token in local storage, the network and CPU slowed by Chromium.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { storageKeys, webRoutes } from '../../shared/web-routes.js';
import { PHONE, signedInContext } from '../../test/helpers/browser.js';
import type { RunningPortal } from '../local/portal.js';
import { FIRST_SCREEN_PAINTED, watchThumbnails } from './gallery-in-page.js';

const LOAD_TIMEOUT_MS = 120_000;

/** The phone of the measurement: what the figures of the issue were taken on. */
export const PHONE_PROFILE = {
  viewport: PHONE,
  deviceScaleFactor: 3,
  latencyMs: 40,
  megabitsPerSecond: 9,
  cpuSlowdown: 4,
} as const;

/** A phone of the measurement's profile: a new context (empty cache), throttled, holding the family's token. */
export const openPhone = async (
  browser: Browser,
  familyToken: string,
): Promise<{ context: BrowserContext; page: Page; devtools: CDPSession }> => {
  const context = await signedInContext(browser, storageKeys.token, familyToken, {
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  await context.addInitScript(watchThumbnails, FIRST_SCREEN_PAINTED);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const bytesPerSecond = (PHONE_PROFILE.megabitsPerSecond * 1_000_000) / 8;
  await devtools.send('Network.enable');
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { context, page, devtools };
};

/** Opens the stay's gallery and waits until its first screen of thumbnails is painted. */
export const openGallery = async (page: Page, portal: RunningPortal, stageId: string): Promise<void> => {
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_SCREEN_PAINTED,
    timeout: LOAD_TIMEOUT_MS,
  });
  await page.goto(`${portal.url}${webRoutes.stageDetails(stageId)}`);
  await painted;
};
