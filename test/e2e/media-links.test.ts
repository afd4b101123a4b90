/// <reference lib="dom" />
/**
 * What a family's media link opens, as the family sees it in its browser: the photo it was given,
 * and nothing else on the same signature (not the original, not a photo awaiting validation); and
 * once an administrator hides the photo, the link the family already holds shows nothing any more.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#shared/messages.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { tinyJpeg } from '../fixtures/images.js';
import { launchBrowser, PHONE, reachUrl } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  createStay,
  depositPhotos,
  listManagedPhotos,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';
import { eventually } from '../helpers/test-stack.js';

const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

const STAY = {
  nom_stage: 'Colo Dunes et Pins',
  ville: 'Lacanau',
  date_debut: '2026-10-19',
  date_fin: '2026-10-30',
  mdp_formateur: 'Equipe-Dunes-2026',
  mdp_stagiaire: 'Famille-Dunes-2026',
} as const;

/** Three photos of distinct colours, so none is taken as a duplicate of another. */
const photoFiles = () =>
  Promise.all(
    [0, 1, 2].map(async (index) => ({
      name: `IMG_${5000 + index}.jpg`,
      buffer: await sharp({
        create: {
          width: 480,
          height: 360,
          channels: 3,
          background: { r: 200 - 80 * index, g: 90, b: 60 * index },
        },
      })
        .jpeg()
        .toBuffer(),
    })),
  );

/** A deletion day some weeks ahead, so a published photo stays visible. */
const inWeeks = (weeks: number): string =>
  new Date(Date.now() + weeks * 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe("a family's media links open what the family may see now", () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let family: Page;
  let adminToken: string;
  let stayId: string;
  /** Two published photos, and one awaiting validation. */
  let shown: string[];
  let waiting: string;

  const managed = async (id: string): Promise<ManagedPhoto | undefined> =>
    (await listManagedPhotos(api, stayId, adminToken)).find((photo) => photo.id === id);

  const validate = (photos: { id: string; actif: 0 | 1 }[]) =>
    api.call(`/photos/${stayId}/validation`, {
      token: adminToken,
      body: {
        photos: photos.map((photo) => ({
          ...photo,
          active_par: 'Claire Martin',
          ...(photo.actif ? { duree_diffusion: inWeeks(6) } : {}),
        })),
      },
    });

  /** The family's thumbnail links, as the page shows them, in the grid's order. */
  const thumbnails = async (): Promise<string[]> => {
    await family.goto(`${url}/stage-details/${stayId}`);
    const images = family.locator('.photo-grid img');
    await images.first().waitFor();
    return images.evaluateAll((list) => list.map((image) => (image as HTMLImageElement).src));
  };

  /** A link's signature on another object's path. */
  const onPathOf = (link: string, other: string): string => {
    const moved = new URL(link);
    moved.pathname = new URL(other).pathname;
    return moved.toString();
  };

  /** Opens a link in a tab of the family's browser: what the family sees there. */
  const openInTab = async (link: string) => {
    const tab = await family.context().newPage();
    const answer = await tab.goto(link);
    const shows = {
      status: answer?.status(),
      image: await tab.evaluate(() => {
        const image = document.querySelector('img');
        return image !== null && image.naturalWidth > 0;
      }),
      text: (await tab.textContent('body').catch(() => '')) ?? '',
    };
    return { tab, ...shows };
  };

  beforeAll(async () => {
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    const directorToken = await signInToStay(api, stayId, STAY.mdp_formateur);
    const ids = await depositPhotos(api, stayId, directorToken, await photoFiles());
    await eventually(
      async () => (await listManagedPhotos(api, stayId, adminToken)).map((photo) => photo.status),
      (statuses) => statuses.join() === 'prete,prete,prete',
    );
    shown = ids.slice(0, 2);
    waiting = ids[2] ?? '';
    await validate(shown.map((id) => ({ id, actif: 1 })));
    await mkdir(screenshotDir, { recursive: true });
    browser = await launchBrowser();
    family = await (await browser.newContext({ viewport: PHONE, locale: 'fr-FR' })).newPage();
    await family.goto(`${url}/stage-details/${stayId}`);
    await reachUrl(family, /\/connexion\?redirect=/);
    await family.getByLabel(messages.login.password, { exact: true }).fill(STAY.mdp_stagiaire);
    await family.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(family, `${url}/stage-details/${stayId}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the photo a link was given for, and neither its original nor a photo awaiting validation', async () => {
    // Prepare: the first thumbnail's link, its signature moved onto other photos' paths
    const [link = ''] = await thumbnails();
    const original = (await managed(shown[0] ?? ''))?.originalUrl ?? '';
    const pending = (await managed(waiting))?.thumbUrl ?? '';
    // Act
    const own = await openInTab(link);
    const ofOriginal = await openInTab(onPathOf(link, original));
    const ofPending = await openInTab(onPathOf(link, pending));
    await ofOriginal.tab.screenshot({ path: path.join(screenshotDir, 'media-link-refused-phone.png') });
    // Assess
    expect(own).toMatchObject({ status: 200, image: true });
    for (const refused of [ofOriginal, ofPending]) {
      expect(refused).toMatchObject({ status: 403, image: false });
      expect(refused.text).toContain('AccessDenied');
    }
    // The administrator's own links open both.
    expect((await fetch(original)).status).toBe(200);
    expect((await fetch(pending)).status).toBe(200);
  });

  it('shows nothing on the link the family holds once the administrator hides the photo', async () => {
    // Prepare: the family has the photo open in a tab
    const links = await thumbnails();
    const link = links.find((candidate) => candidate.includes(`/${shown[0]}/`)) ?? '';
    const tab = await openInTab(link);
    expect(tab).toMatchObject({ status: 200, image: true });
    // Act
    await validate([{ id: shown[0] ?? '', actif: 0 }]);
    // Assess: reloading the same link soon shows nothing, and the gallery has one photo left
    await expect
      .poll(async () => (await tab.tab.reload())?.status(), { timeout: 60_000, interval: 500 })
      .toBe(403);
    await expect.poll(() => tab.tab.textContent('body')).toContain('AccessDenied');
    await expect.poll(() => thumbnails()).toEqual([expect.not.stringContaining(`/${shown[0]}/`)]);
  });
});
