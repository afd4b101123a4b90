/**
 * The phone of the gallery measurements, and how a page is opened on it: a new browser context (an
 * empty cache) with the family's token in local storage, the network and CPU slowed by Chromium.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { PHONE, signedInContext } from '#test/helpers/browser.js';
import type { RunningPortal } from '../local/portal.js';
import type { BareChromium, Devtools } from './bare-chromium.js';
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

/** What a gallery's load watches in the page: its thumbnails, as they are painted. */
const watchGallery = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(watchThumbnails, FIRST_SCREEN_PAINTED);
};

/**
 * A phone of the measurement's profile: a new context (empty cache), throttled, holding the token of
 * a family or a trainer (both are kept under the same key); `watch` adds the bench's init scripts.
 */
export const openPhone = async (
  browser: Browser,
  token: string,
  watch: (context: BrowserContext) => Promise<void> = watchGallery,
): Promise<{ context: BrowserContext; page: Page; devtools: CDPSession }> => {
  const context = await signedInContext(browser, storageKeys.token, token, {
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  await watch(context);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await slowDown(devtools);
  return { context, page, devtools };
};

/**
 * DevTools' network agent, as slowing the network needs it: keeping no bodies, which it otherwise
 * copies from the resources the page lets go.
 */
export const UNBUFFERED_NETWORK = { maxTotalBufferSize: 0, maxResourceBufferSize: 0 } as const;

/** The phone's network and CPU. */
const slowDown = async (devtools: Devtools): Promise<void> => {
  const bytesPerSecond = (PHONE_PROFILE.megabitsPerSecond * 1_000_000) / 8;
  await devtools.send('Network.enable', UNBUFFERED_NETWORK);
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
};

/**
 * The same phone on a bare page (bare-chromium.ts), its gallery opened and its first screen painted.
 * `settle()` then turns DevTools' network agent off, and with it the network's slowing: the agent's
 * work on every image the page lets go would otherwise be measured as the page's.
 */
export const openBareGallery = async (
  chromium: BareChromium,
  familyToken: string,
  galleryUrl: string,
): Promise<{ page: Devtools; settle: () => Promise<void> }> => {
  const { page } = await chromium.newPage();
  const { viewport, deviceScaleFactor } = PHONE_PROFILE;
  await page.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: true });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  await page.send('Emulation.setLocaleOverride', { locale: 'fr-FR' });
  await page.send('Page.enable');
  await page.send('Runtime.enable');
  await page.send('Performance.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `try { localStorage.setItem(${JSON.stringify(storageKeys.token)}, ${JSON.stringify(familyToken)}); } catch {}`,
  });
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `(${watchThumbnails.toString()})(${JSON.stringify(FIRST_SCREEN_PAINTED)})`,
  });
  await slowDown(page);
  const painted = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('le premier écran n’est jamais venu')), LOAD_TIMEOUT_MS);
    const listen = ({ args }: { args: readonly { value?: unknown }[] }) => {
      if (args[0]?.value !== FIRST_SCREEN_PAINTED) return;
      clearTimeout(timer);
      page.off('Runtime.consoleAPICalled', listen);
      resolve();
    };
    page.on('Runtime.consoleAPICalled', listen);
  });
  await page.send('Page.navigate', { url: galleryUrl });
  await painted;
  return { page, settle: () => page.send('Network.disable').then(() => undefined) };
};

/** The stay's gallery on the local portal. */
export const galleryUrl = (portal: RunningPortal, stayId: string): string =>
  `${portal.url}${webRoutes.stayDetails(stayId)}`;

/** Opens the stay's gallery and waits until its first screen of thumbnails is painted. */
export const openGallery = async (page: Page, portal: RunningPortal, stayId: string): Promise<void> => {
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_SCREEN_PAINTED,
    timeout: LOAD_TIMEOUT_MS,
  });
  await page.goto(galleryUrl(portal, stayId));
  await painted;
};
