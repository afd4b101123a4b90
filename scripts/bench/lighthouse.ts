/**
 * Lighthouse, mobile preset (its emulated phone and simulated slow 4G and CPU), on the pages a family
 * meets: /, /stages, /connexion and the gallery of a stay of N photos (12 and 2,000 by default), all
 * served by the local runtime, compressed and over HTTP/2 as CloudFront serves them
 * (BENCH_PROTOCOL=http/1.1: over plain HTTP/1.1). Prints Performance,
 * Accessibility and Best Practices per page, against the goals 95 / 100 / 100, and what each failed
 * audit of the last two says.
 *
 * Chromium is the machine's, started by Playwright with a DevTools port that Lighthouse drives. The
 * gallery needs the family's token: it is put in local storage first, so Lighthouse keeps the
 * storage (its reset would sign the family out) and the browser's cache is emptied by hand instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { storageKeys, webRoutes } from '#shared/web-routes.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/helpers/browser.js';
import { freePort } from '#test/helpers/free-port.js';
import type { RunningPortal } from '../local/portal.js';
import { benchTransport, seedGalleryStay } from './gallery.js';

const SIZES = (process.env.BENCH_LIGHTHOUSE_PHOTOS ?? '12,2000').split(',').map(Number);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;

export interface LighthouseRow {
  readonly page: string;
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  /** Accessibility and Best Practices audits that did not pass: id and title. */
  readonly failed: readonly string[];
  /** The Performance score's metrics, as Lighthouse simulated them: ms, except CLS. */
  readonly metrics: Record<MetricId, number>;
  /** The element of the largest contentful paint, as Lighthouse names it. */
  readonly lcpElement: string;
}

/** The metrics the Performance score is made of, and how the table names them. */
const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
} as const;
type MetricId = keyof typeof METRICS;

/** A Chromium that Lighthouse drives, and the rows of the pages it audited. */
export interface LighthouseSession {
  readonly rows: readonly LighthouseRow[];
  /** Audits `/`, `/stages` and `/connexion` of the portal. */
  auditSite(portal: RunningPortal): Promise<void>;
  /** Audits a stay's gallery, signed in as its family. */
  auditGallery(portal: RunningPortal, stayId: string, familyToken: string, label: string): Promise<void>;
  close(): Promise<void>;
}

/** The element Lighthouse took as the largest paint: its HTML opening and its selector. */
const lcpElementOf = (audit: { details?: unknown } | undefined): string => {
  const details = audit?.details as
    | { items?: readonly { items?: readonly { node?: { snippet?: string; selector?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} (${node.selector ?? ''})` : 'aucun';
};

export const lighthouseSession = async (browserArgs: readonly string[]): Promise<LighthouseSession> => {
  const rows: LighthouseRow[] = [];
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...browserArgs, `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const devtools = await context.newCDPSession(page);
  const audit = async (label: string, url: string, keepStorage: boolean) => {
    if (keepStorage) await devtools.send('Network.clearBrowserCache');
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} : ${audits[ref.id]?.title ?? ''}`),
    );
    rows.push({
      page: label,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      failed,
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((id) => {
          const value = audits[id]?.numericValue ?? Number.NaN;
          return [id, id === 'cumulative-layout-shift' ? Math.round(value * 1000) / 1000 : Math.round(value)];
        }),
      ) as Record<MetricId, number>,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
    });
  };
  return {
    rows,
    auditSite: async (portal) => {
      await audit('/', `${portal.url}${webRoutes.home}`, false);
      await audit('/stages', `${portal.url}${webRoutes.stages}`, false);
      await audit('/connexion', `${portal.url}${webRoutes.login}`, false);
    },
    auditGallery: async (portal, stayId, familyToken, label) => {
      // Signed in as after the sign-in page: the token in this profile's storage.
      await page.goto(`${portal.url}${webRoutes.login}`);
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
        storageKeys.token,
        familyToken,
      ] as const);
      await audit(label, `${portal.url}${webRoutes.stayDetails(stayId)}`, true);
    },
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
};

export const benchLighthouse = async (sizes: readonly number[] = SIZES): Promise<LighthouseRow[]> => {
  // Lighthouse simulates its own network from the requests it saw, their connections included:
  // served over HTTP/2 as by CloudFront, it counts one connection, not six queues.
  const { tls, browserArgs } = await benchTransport('h2');
  const session = await lighthouseSession(browserArgs);
  try {
    for (const [index, photos] of sizes.entries()) {
      const { portal, stageId: stayId, familyToken } = await seedGalleryStay(photos, tls);
      try {
        if (index === 0) await session.auditSite(portal);
        await session.auditGallery(portal, stayId, familyToken, `/stage-details (${photos} photos)`);
      } finally {
        await portal.stop();
      }
    }
  } finally {
    await session.close();
  }
  return [...session.rows];
};

export const printLighthouse = (rows: readonly LighthouseRow[]): void => {
  console.log('\nLighthouse, préréglage mobile (téléphone émulé, 4G lente et CPU ralenti simulés)');
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.page,
        {
          Performance: row.scores.performance,
          Accessibilité: row.scores.accessibility,
          'Bonnes pratiques': row.scores['best-practices'],
          ...Object.fromEntries(
            Object.entries(METRICS).map(([id, label]) => [label, row.metrics[id as MetricId]]),
          ),
        },
      ]),
    ),
  );
  const goals = LIGHTHOUSE_GOALS;
  console.log(
    `Objectifs : Performance ≥ ${goals.performance}, Accessibilité ${goals.accessibility}, Bonnes pratiques ${goals['best-practices']}`,
  );
  for (const row of rows) console.log(`${row.page} — élément du LCP : ${row.lcpElement}`);
  for (const row of rows) for (const audit of row.failed) console.log(`${row.page} — ${audit}`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  printLighthouse(await benchLighthouse(args.length ? args.map(Number) : SIZES));
}
