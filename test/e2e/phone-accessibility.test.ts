/// <reference lib="dom" />
/**
 * The main pages as a family or an administrator sees them, on a 390 px phone and on a computer:
 * axe finds no serious or critical fault, every tap target is a thumb's size (44 px) or stands
 * apart from the others, no French line starts with its ":", ";", "?", "!" or "»", and a long stay
 * name is read whole in the gallery's heading.
 */
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { storageKeys } from '#shared/web-routes.js';
import { DESKTOP, imagesInViewLoaded, launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** A thumb's size, the WCAG 2.2 enhanced target size (2.5.5). */
const TARGET_PX = 44;
const LONG_NAME =
  'Séjour Découverte Montagne et Lacs des Hautes-Alpes : Randonnée, Escalade et Nuits sous Tente';
const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

type Audience = 'visitor' | 'family' | 'admin';
interface Checked {
  readonly name: string;
  readonly path: () => string;
  readonly audience: Audience;
  /** What shows once the page has its data. */
  readonly ready: (page: Page) => Promise<unknown>;
}

interface AxeResult {
  readonly violations: readonly {
    id: string;
    impact: string | null;
    help: string;
    nodes: readonly { target: unknown; failureSummary?: string }[];
  }[];
}

/** The page as drawn: its data in, its pictures loaded, its entrance animations over. */
const settled = async (page: Page, check: Checked) => {
  await check.ready(page);
  await imagesInViewLoaded(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.evaluate(() => document.fonts.ready);
};

const runAxe = async (page: Page): Promise<AxeResult> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe.run(document),
  ) as Promise<AxeResult>;
};

/**
 * The targets under a thumb's size that another target comes near: each undersized target, grown to
 * 44 px about its centre, must hold no other target (the spacing rule of WCAG 2.2, at 44 px).
 */
const crowdedTargets = (page: Page, size: number) =>
  page.evaluate((side) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
    };
    const targets = Array.from(document.querySelectorAll(selector)).filter(
      (element) => shown(element) && !element.closest('[inert], [aria-hidden="true"]'),
    );
    // A field's label takes its taps too: the target is the field and its labels together.
    const boxes = targets.map((element) => {
      const parts = [element, ...Array.from((element as HTMLInputElement).labels ?? [])].map((part) =>
        part.getBoundingClientRect(),
      );
      const left = Math.min(...parts.map((part) => part.left));
      const top = Math.min(...parts.map((part) => part.top));
      const right = Math.max(...parts.map((part) => part.right));
      const bottom = Math.max(...parts.map((part) => part.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    });
    const overlaps = (
      a: DOMRect | { left: number; top: number; right: number; bottom: number },
      b: DOMRect,
    ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    targets.forEach((element, index) => {
      const box = boxes[index] as DOMRect;
      if (box.width >= side && box.height >= side) return;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const half = { x: Math.max(box.width, side) / 2, y: Math.max(box.height, side) / 2 };
      const square = { left: x - half.x, right: x + half.x, top: y - half.y, bottom: y + half.y };
      const near = targets.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          !other.contains(element) &&
          !element.contains(other) &&
          overlaps(square, boxes[otherIndex] as DOMRect),
      );
      if (near)
        found.push(
          `${element.tagName.toLowerCase()} « ${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)} » ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    });
    return found;
  }, size);

/** Lines of the page's text that begin with a French mark set after a space. */
const linesStartingWithAMark = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const topOf = (node: Text, offset: number) => {
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getClientRects()[0]?.top;
    };
    // The text of each block as one string, with where each character lies.
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || parent.closest('script, style, .visually-hidden, [hidden]')) continue;
      for (const match of text.data.matchAll(/ [:;?!»]/g)) {
        const mark = match.index + 1;
        const markTop = topOf(text, mark);
        // The word before the mark: in this text node, or the previous one of the same block.
        const wordTop = match.index > 0 ? topOf(text, match.index - 1) : undefined;
        if (markTop !== undefined && wordTop !== undefined && markTop > wordTop + 1)
          found.push(text.data.slice(Math.max(0, match.index - 30), mark + 1));
      }
    }
    return found;
  });

describe('the main pages on a phone and a computer', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let familyToken = '';
  let adminToken = '';
  let longStayId = '';
  const contexts = new Map<string, BrowserContext>();

  const gallery = seeded.stays.find((stay) => stay.actif === 1 && stay.activePhotos > 0);
  if (!gallery) throw new Error('No demo stay with photos');

  const heading = (page: Page) => page.locator('main h1, #contenu h1').first().waitFor();
  const pages: readonly Checked[] = [
    { name: 'home', path: () => '/', audience: 'visitor', ready: heading },
    {
      name: 'stages',
      path: () => '/stages',
      audience: 'visitor',
      ready: (page) => page.getByRole('link', { name: messages.stages.seePhotos }).first().waitFor(),
    },
    {
      name: 'sign-in',
      path: () => `/connexion?stageId=${gallery.id}`,
      audience: 'visitor',
      ready: heading,
    },
    {
      name: 'gallery',
      path: () => `/stage-details/${gallery.id}`,
      audience: 'family',
      ready: (page) => page.locator('.stage-photos img').first().waitFor(),
    },
    {
      name: 'photo-policy',
      path: () => '/politique-photos',
      audience: 'visitor',
      ready: heading,
    },
    {
      name: 'not-found',
      path: () => '/page-inconnue',
      audience: 'visitor',
      ready: (page) => page.getByRole('heading', { name: messages.notFound.title }).waitFor(),
    },
    { name: 'admin-sign-in', path: () => '/connexion-portail', audience: 'visitor', ready: heading },
    {
      name: 'admin-portal',
      path: () => '/portail',
      audience: 'admin',
      ready: (page) => page.getByRole('heading', { name: messages.backOffice.menu.createStay }).waitFor(),
    },
  ];
  const viewports = [
    { name: 'phone', viewport: PHONE, isMobile: true, hasTouch: true },
    { name: 'desktop', viewport: DESKTOP, isMobile: false, hasTouch: false },
  ] as const;

  const pageFor = async (audience: Audience, viewport: (typeof viewports)[number]): Promise<Page> => {
    const key = `${audience}-${viewport.name}`;
    let context = contexts.get(key);
    if (!context) {
      // The portal's content security policy refuses scripts it did not ship; axe is the test's own.
      const options = {
        viewport: viewport.viewport,
        isMobile: viewport.isMobile,
        hasTouch: viewport.hasTouch,
        bypassCSP: true,
      };
      context =
        audience === 'family'
          ? await signedInContext(browser, storageKeys.token, familyToken, options)
          : audience === 'admin'
            ? await signedInContext(browser, storageKeys.adminToken, adminToken, options)
            : await browser.newContext(options);
      contexts.set(key, context);
    }
    return context.pages()[0] ?? context.newPage();
  };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    [browser, familyToken, adminToken] = await Promise.all([
      launchBrowser(),
      signInToStay(api, gallery.id, E2E_PASSWORDS.family),
      signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin),
    ]);
    const picture = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 140, b: 110 } },
    })
      .jpeg()
      .toBuffer();
    longStayId = await createStay(api, adminToken, {
      nom_stage: LONG_NAME,
      ville: 'Briançon',
      date_debut: '2026-07-06',
      date_fin: '2026-07-26',
      mdp_formateur: 'Equipe-Alpes-2026',
      mdp_stagiaire: 'Famille-Alpes-2026',
      picture,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of viewports) {
    for (const check of pages) {
      it(`${check.name} on a ${viewport.name}: no serious fault, thumb-sized targets, no line opening on a mark`, async () => {
        // Prepare
        const page = await pageFor(check.audience, viewport);
        await page.goto(`${url}${check.path()}`);
        await settled(page, check);
        // Act
        const axe = await runAxe(page);
        const crowded = await crowdedTargets(page, TARGET_PX);
        const marks = viewport.name === 'phone' ? await linesStartingWithAMark(page) : [];
        await page.screenshot({
          path: path.join(screenshotDir, `a11y-${check.name}-${viewport.name}.png`),
          fullPage: true,
        });
        // Assess
        const serious = axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
                .map((node) => JSON.stringify(node.target))
                .join(', ')}`,
          );
        expect(serious).toEqual([]);
        expect(crowded).toEqual([]);
        expect(marks).toEqual([]);
      });
    }
  }

  it('shows a long stay name whole in the gallery heading, its ":" on the line of the word before', async () => {
    // Prepare
    const token = await signInToStay(api, longStayId, 'Famille-Alpes-2026');
    const context = await signedInContext(browser, storageKeys.token, token, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // Act
    await page.goto(`${url}/stage-details/${longStayId}`);
    const title = page.getByRole('heading', { level: 1, name: messages.stayDetails.title(LONG_NAME) });
    await title.waitFor();
    // Assess: the spec's text exactly, nothing of it cut or hidden, and no line opening on a mark
    await expect.poll(() => title.textContent()).toBe(messages.stayDetails.title(LONG_NAME));
    const cut = await title.evaluate(
      (element) =>
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
    );
    expect(cut).toBe(false);
    await expect.poll(() => linesStartingWithAMark(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'a11y-long-stay-name-phone.png') });
    await context.close();
  });

  it('shows several stays on a phone screen, and the whole search hint', async () => {
    // Prepare
    const page = await pageFor('visitor', viewports[0]);
    // Act
    await page.goto(`${url}/stages`);
    await page.getByRole('link', { name: messages.stages.seePhotos }).first().waitFor();
    // Assess: at least three cards begin within the first screen
    const cardTops = await page
      .locator('.stage-card')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(cardTops.filter((top) => top < PHONE.height).length).toBeGreaterThanOrEqual(3);
    // The hint's text, in the hint's font, fits the field's text box.
    const fits = await page.locator('.stage-search input').evaluate((input) => {
      const field = input as HTMLInputElement;
      const hint = getComputedStyle(field, '::placeholder');
      const own = getComputedStyle(field);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const room =
        field.clientWidth - Number.parseFloat(own.paddingLeft) - Number.parseFloat(own.paddingRight);
      return context.measureText(field.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });

  it('reaches every section of the administrator portal from its picker on a phone', async () => {
    // Prepare
    const page = await pageFor('admin', viewports[0]);
    await page.goto(`${url}/portail`);
    const picker = page.getByRole('combobox', { name: messages.backOffice.menu.label, exact: true });
    await picker.waitFor();
    const { label: _label, ...sections } = messages.backOffice.menu;
    // Assess: each section is offered, and choosing one opens it
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toEqual(expect.arrayContaining(Object.values(sections)));
    await picker.selectOption({ label: sections.mailLog });
    await page.getByRole('heading', { name: sections.mailLog }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('starts no line of the legal pages with a French mark, at the widths of usual phones', async () => {
    // Prepare
    const page = await pageFor('visitor', viewports[0]);
    const found: string[] = [];
    for (const legal of ['/mentions-legales', '/politique-confidentialite', '/politique-photos']) {
      await page.goto(`${url}${legal}`);
      await heading(page);
      await page.evaluate(() => document.fonts.ready);
      // Act: the prose wraps anew at each width
      for (const width of [320, 344, 360, 375, 390, 412, 428]) {
        await page.setViewportSize({ width, height: PHONE.height });
        found.push(...(await linesStartingWithAMark(page)).map((line) => `${legal} ${width}: ${line}`));
      }
    }
    await page.setViewportSize(PHONE);
    // Assess
    expect(found).toEqual([]);
  });
});
