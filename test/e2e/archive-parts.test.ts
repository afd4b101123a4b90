/// <reference lib="dom" />
/**
 * A large stay on a phone (390 px): "Télécharger toutes les photos" gives a zip in three parts (the
 * portal started here with a small part size), the family sees the photos zipped and the parts ready
 * while they build, then saves each part from its link; the three zips hold every photo of the stay
 * once. A part that failed for good shows its French message and the page stops asking.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { portalOptionsFromEnv, type RunningPortal, startLocalPortal } from '#scripts/local/portal.js';
import { WEB_DIST } from '#scripts/local/site-server.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import type { ClientLimits } from '#shared/capacity.js';
import { photoKeys } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { freePort } from '../helpers/free-port.js';
import { readZipEntries } from '../helpers/zip-entries.js';

const PHOTO_BYTES = 60_000;
/** Three photos and their zip records fit a part, four do not: nine photos make three parts. */
const PART_BYTES = 3 * PHOTO_BYTES + 2000;
const FAMILY_PASSWORD = 'Famille-parts-2026';
const limits: Partial<ClientLimits> = { archivePollMs: 300 };

describe('a stay downloaded in parts, on a phone', () => {
  let portal: RunningPortal;
  let webRoot: string;
  let browser: Browser;
  let stay: StayRecord;
  const contents = Array.from({ length: 9 }, () => randomBytes(PHOTO_BYTES));

  beforeAll(async () => {
    // A copy of the built SPA, as the suite's own portal serves (another run may rebuild web/dist).
    webRoot = await mkdtemp(path.join(tmpdir(), 'e2e-parts-web-'));
    await cp(WEB_DIST, webRoot, { recursive: true });
    portal = await startLocalPortal(
      portalOptionsFromEnv(
        {},
        {
          port: await freePort(),
          emulatorPort: await freePort(),
          resourcePrefix: 'parts',
          webRoot,
          seed: false,
          archivePartBytes: PART_BYTES,
          log: () => undefined,
          // The test waits on the archive worker: not at the runtime's lower priority on a shared machine.
          workersNice: 0,
          logLevel: 'ERROR',
        },
      ),
    );
    const today = Date.now();
    stay = {
      id: newId(),
      nom_stage: 'Colo des Grands Lacs',
      ville: 'Annecy',
      cree_par: 'test',
      actif: 1,
      date_debut: new Date(today - 7 * 86_400_000).toISOString().slice(0, 10),
      date_fin: new Date(today + 7 * 86_400_000).toISOString().slice(0, 10),
      mdp_formateur: 'Equipe-parts-2026',
      mdp_stagiaire: FAMILY_PASSWORD,
      token_version: 1,
      version: 1,
    };
    await portal.deps.stays.create(stay);
    for (const [index, bytes] of contents.entries()) {
      const photoId = `p${String(index).padStart(2, '0')}-${newId()}`;
      await portal.deps.photos.createPending({
        stageId: stay.id,
        photoId,
        status: 'en_attente',
        actif: 0,
        date_depose: new Date(today - (10 - index) * 1000).toISOString(),
        declared_type: 'image/jpeg',
        declared_size: bytes.length,
        version: 1,
      });
      await portal.deps.media.put(photoKeys(stay.id, photoId).original, bytes, 'image/jpeg');
      await portal.deps.photos.markReady(stay.id, photoId, {
        width: 1,
        height: 1,
        bytes: bytes.length,
        copies: 1,
      });
      await portal.deps.photos.setActive(stay.id, photoId, 1);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  /** A phone signed in as the stay's family, on its photos, with the progress lines it shows recorded. */
  const familyOnPhone = async (
    options: { readonly fakeClock?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
      acceptDownloads: true,
    });
    await context.addInitScript((shortened) => {
      const w = window as Window & { portailClientLimits?: Partial<ClientLimits>; progressSeen?: string[] };
      w.portailClientLimits = shortened;
      w.progressSeen = [];
      new MutationObserver(() => {
        const text = document.querySelector('.archive-progress')?.textContent;
        if (text && w.progressSeen?.at(-1) !== text) w.progressSeen?.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, limits);
    // A clock the test can move on (it runs at its own pace until then).
    if (options.fakeClock) await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${portal.url}/connexion?stageId=${stay.id}`);
    await page.getByLabel(messages.login.password, { exact: true }).fill(FAMILY_PASSWORD);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(page, `${portal.url}/stage-details/${stay.id}`);
    return { context, page };
  };

  it('downloads all the photos of a 3-part stay, part by part, after following their progress', async () => {
    // Prepare
    const { context, page } = await familyOnPhone();
    // Act
    await page.getByRole('button', { name: messages.archive.downloadAll }).click();
    await page.getByText(messages.archive.archivePartsReady(3, 3)).waitFor({ timeout: 60_000 });
    const links = page.getByRole('link', { name: /Télécharger la partie \d sur 3/ });
    const saved: { name: string; zip: Buffer }[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const link = page.getByRole('link', { name: messages.archive.archivePartDownload(n, 3) });
      const download = page.waitForEvent('download');
      await link.click();
      const file = await download;
      saved.push({ name: file.suggestedFilename(), zip: await readFile((await file.path()) ?? '') });
    }
    const seen = await page.evaluate(
      () => (window as Window & { progressSeen?: string[] }).progressSeen ?? [],
    );
    const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
    // Assess: the progress while building, the parts' names, every photo once and none missing
    expect(seen.some((text) => text.includes(messages.archive.downloadProgress(0, 9)))).toBe(true);
    expect(seen.some((text) => text.includes(messages.archive.archivePartBuilding(1, 3, 0, 3)))).toBe(true);
    expect(saved.map((file) => file.name)).toEqual(
      [1, 2, 3].map((n) => `Colo_des_Grands_Lacs (${n} sur 3).zip`),
    );
    const entries = saved.flatMap((file) => readZipEntries(file.zip));
    expect(entries.every((entry) => entry.crcMatches)).toBe(true);
    // Named by Paris day and time, the stay and the place in the selection, numbered across parts.
    expect(entries.map((entry) => entry.name.replace(/^\d{4}-\d{2}-\d{2} \d{2}h\d{2} /, ''))).toEqual(
      contents.map((_, i) => `Colo des Grands Lacs ${String(i + 1).padStart(3, '0')}.jpg`),
    );
    expect(
      entries.map((entry) => entry.data.equals(contents[entries.indexOf(entry)] ?? Buffer.alloc(0))),
    ).toEqual(contents.map(() => true));
    for (const box of boxes)
      expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('shows the French message of a part failed for good, and stops asking', async () => {
    // Prepare: the server's answers say the archive is building, then that its second part failed
    // after its last attempt (the real answers, changed on their way to the page)
    const { context, page } = await familyOnPhone({ fakeClock: true });
    const asked: number[] = [];
    await page.route(`**/api/archives/${stay.id}**`, async (route) => {
      const answer = await route.fetch();
      const status = (await answer.json()) as ArchiveStatus;
      const building = route.request().method() === 'POST';
      if (!building) asked.push(Date.now());
      await route.fulfill({
        response: answer,
        json: building
          ? {
              ...status,
              status: 'en_cours',
              parts: status.parts.map((part) => ({ ...part, status: 'en_cours', url: null })),
            }
          : {
              ...status,
              status: 'echec',
              secondsLeft: null,
              failure: messages.archive.archivePartFailed(2, 3),
              parts: status.parts.map((part) =>
                part.number === 2 ? { ...part, status: 'echec', url: null } : part,
              ),
            },
      });
    });
    // Act
    await page.getByRole('button', { name: messages.archive.downloadAll }).click();
    await page.getByRole('alert').getByText(messages.archive.archivePartFailed(2, 3)).waitFor();
    const askedWhenFailed = asked.length;
    await page.clock.runFor(10 * 60_000);
    // Assess
    expect(askedWhenFailed).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBe(askedWhenFailed);
    await context.close();
  });
});
