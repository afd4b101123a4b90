/// <reference lib="dom" />
/**
 * Headless Chromium from the machine's package (never a downloaded browser), driven by
 * playwright-core.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a page action or wait may take. Playwright's own default, 30 s, is less than a sign-in
 * (a password hash, a redirect, a page's first data) takes on a CI machine running a second suite;
 * a wait either sees its condition or ends with its test (120 s).
 */
export const ACTION_TIMEOUT_MS = 90_000;

/** The flags every Chromium of the project runs with. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** `extraArgs`: flags of one use on top of the project's, such as trusting a local certificate. */
export const launchBrowser = async (extraArgs: readonly string[] = []): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  // Every context gets the timeout, those of browser.newPage() too (it goes through newContext).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
};

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Waits until every image in view has loaded, so screenshots show the page as a user sees it. */
export const imagesInViewLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );

/**
 * Waits for the page to reach `expected`; if it does not, the failure says where the page is and
 * what it shows (a refusal, an error notice), which a bare timeout does not.
 */
export const reachUrl = async (page: Page, expected: string | RegExp): Promise<void> => {
  try {
    await page.waitForURL(expected);
  } catch (error) {
    const shown = await page
      .locator('body')
      .textContent({ timeout: 5_000 })
      .catch(() => '(page illisible)');
    throw new Error(
      `Attendu ${expected}, la page est à ${page.url()} et affiche : ${(shown ?? '').replace(/\s+/g, ' ').slice(0, 600)}`,
      {
        cause: error,
      },
    );
  }
};

/**
 * A new context (an empty cache) whose pages hold `token` in local storage under `key`, as after the
 * sign-in page: a page can be opened at its address directly, like a bookmark or a mail's link.
 */
export const signedInContext = async (
  browser: Browser,
  key: string,
  token: string,
  options: BrowserContextOptions,
): Promise<BrowserContext> => {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([storageKey, value]) => {
      try {
        localStorage.setItem(storageKey, value);
      } catch {
        // about:blank has no storage; the page's own document has.
      }
    },
    [key, token] as const,
  );
  return context;
};

/**
 * Holds the page's requests to `url` until `release()`: what the page shows without their answers,
 * then with them. `seen` hears each request's URL as it is held.
 */
export const holdRequests = async (
  page: Page,
  url: string | RegExp,
  seen: (requestUrl: string) => void = () => undefined,
): Promise<{ release: () => void }> => {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(url, async (route) => {
    seen(route.request().url());
    await held;
    await route.continue();
  });
  return { release: () => open() };
};
