/// <reference lib="dom" />
/**
 * Photo validation as the people involved would live it, in headless Chromium against the whole
 * local runtime: a trainer's 12 photos await validation in a stay of this test's own (other suites
 * count the demo photos); the administrator makes 10 of them visible with an approver and a date;
 * the family sees exactly those 10; the administrator turns one and the family sees it turned; the
 * family downloads everything as a zip of photos named by day, time, stay and number; the administrator deletes two and
 * every file of theirs leaves storage, and the stay's deletion log lists them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FACE_STRIP_NAME } from '#shared/face-crops.js';
import { photoPrefix, uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { photoVersionKeys } from '#shared/renditions.js';
import type { ManagedPhoto, Photo, PhotoPage } from '#shared/schemas.js';
import { tinyJpeg } from '../fixtures/images.js';
import { DESKTOP, launchBrowser, reachUrl } from '../helpers/browser.js';
import { type MediaBucket, mediaBucketAt } from '../helpers/media-bucket.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import {
  createStay,
  depositPhotos,
  listManagedPhotos,
  portalClient,
  signInAdmin,
  signInToStay,
} from '../helpers/portal-setup.js';
import { readZipEntries } from '../helpers/zip-entries.js';

const STAY = {
  nom_stage: 'Colo Lac et Forêt',
  ville: 'Gérardmer',
  date_debut: '2026-10-19',
  date_fin: '2026-10-30',
  mdp_formateur: 'Equipe-Lac-2026',
  mdp_stagiaire: 'Famille-Lac-2026',
} as const;
const PHOTO_COUNT = 12;
/** Landscape, so a quarter turn shows in the dimensions of every copy. */
const PHOTO_SIZE = { width: 640, height: 480 } as const;
const APPROVER = 'Claire Martin';
/** What the media worker stores for one photo version (JPEG and WebP copies). */
const FILES_PER_PHOTO = photoVersionKeys('s', 'p').length;
/** A photo's copies, without the strip of its faces, which only a photo with faces found has. */
const copiesOnly = (keys: readonly string[]): string[] =>
  keys.filter((key) => !key.endsWith(`/${FACE_STRIP_NAME}`));
const PROCESSING_WAIT_MS = 60_000;

/** Twelve different phone-like photos: distinct colours, so none is taken as a duplicate. */
const generatedPhotos = () =>
  Promise.all(
    Array.from({ length: PHOTO_COUNT }, async (_, index) => ({
      name: `IMG_${3000 + index}.jpg`,
      buffer: await sharp({
        create: {
          ...PHOTO_SIZE,
          channels: 3,
          background: { r: 20 * index, g: 240 - 15 * index, b: (90 + 47 * index) % 256 },
          noise: { type: 'gaussian', mean: 0, sigma: 8 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );

/** The day a date input takes (YYYY-MM-DD), some weeks ahead so the photos stay visible. */
const dayInWeeks = (weeks: number): string =>
  new Date(Date.now() + weeks * 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The photo id in a media URL: `…/photos/{stageId}/{photoId}/[v{n}/][c{n}/]thumb[-240.webp|.jpg]?…`. */
const photoIdOf = (mediaUrl: string | null): string =>
  /\/photos\/[^/]+\/([^/]+)\/(?:v\d+\/)?(?:c\d+\/)?[\w-]+\.(?:jpg|webp)$/.exec(
    new URL(mediaUrl ?? '', 'http://x').pathname,
  )?.[1] ?? '';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const naturalSize = async (image: Locator): Promise<{ width: number; height: number }> => {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((element: HTMLImageElement) =>
    element.complete && element.naturalWidth > 0
      ? undefined
      : new Promise((resolve, reject) => {
          element.addEventListener('load', resolve, { once: true });
          element.addEventListener('error', reject, { once: true });
        }),
  );
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
};

describe('photo validation journey: trainer, administrator, family', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  const t = messages.photoAdmin;
  const deletionDay = dayInWeeks(6);
  let browser: Browser;
  let admin: Page;
  let family: Page;
  let adminToken = '';
  let stayId = '';
  let bucket: MediaBucket;
  /** In the order the pages show them (upload order). */
  let allIds: string[] = [];
  let visibleIds: string[] = [];
  let hiddenIds: string[] = [];
  const pageErrors: string[] = [];
  const dialogs: string[] = [];

  const adminItem = (photoId: string): Locator =>
    admin.locator('li.photos-modify__item').filter({ has: admin.locator(`img[src*="/${photoId}/"]`) });
  const familyThumb = (photoId: string): Locator => family.locator(`.photo-grid img[src*="/${photoId}/"]`);
  const familyShownIds = async (): Promise<string[]> =>
    (
      await family
        .locator('.photo-grid img')
        .evaluateAll((images) => images.map((i) => i.getAttribute('src')))
    ).map(photoIdOf);
  const familyApiPhotos = async (): Promise<Photo[]> =>
    (
      await api.call<PhotoPage>(`/doc_stage_formateur_active/${stayId}?limit=200`, {
        token: (await family.evaluate(() => localStorage.getItem('token'))) ?? '',
      })
    ).photos;
  const managed = (): Promise<ManagedPhoto[]> => listManagedPhotos(api, stayId, adminToken);

  beforeAll(async () => {
    const photos = await generatedPhotos();
    adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    const directorToken = await signInToStay(api, stayId, STAY.mdp_formateur);
    await depositPhotos(api, stayId, directorToken, photos);

    browser = await launchBrowser();
    const adminContext = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    const familyContext = await browser.newContext({
      viewport: DESKTOP,
      locale: 'fr-FR',
      acceptDownloads: true,
    });
    admin = await adminContext.newPage();
    family = await familyContext.newPage();
    for (const page of [admin, family]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("has the trainer's 12 photos processed by the media worker, awaiting validation", async () => {
    // Act: the worker turns each upload into a ready photo, still hidden from families.
    await expect
      .poll(async () => (await managed()).map((photo) => photo.status), {
        timeout: PROCESSING_WAIT_MS,
        interval: 500,
      })
      .toEqual(Array(PHOTO_COUNT).fill('prete'));
    // Assess
    const photos = await managed();
    expect(photos.map((photo) => photo.actif)).toEqual(Array(PHOTO_COUNT).fill(0));
    expect(photos.map((photo) => [photo.width, photo.height])).toEqual(
      Array(PHOTO_COUNT).fill([PHOTO_SIZE.width, PHOTO_SIZE.height]),
    );
    allIds = photos.map((photo) => photo.id);
    hiddenIds = [allIds[2] ?? '', allIds[8] ?? ''];
    visibleIds = allIds.filter((id) => !hiddenIds.includes(id));
    bucket = mediaBucketAt(inject('mediaStore'));
  });

  it('lets the administrator make 10 of the 12 visible, with an approver and a deletion date', async () => {
    // Prepare: sign in as an administrator would.
    await admin.goto(`${url}/connexion-portail`);
    await admin.getByLabel(messages.login.username).fill(seeded.admin.username);
    await admin.getByLabel(messages.login.password, { exact: true }).fill(E2E_PASSWORDS.admin);
    await admin.getByRole('button', { name: messages.backOffice.signIn }).click();
    await reachUrl(admin, /\/portail$/);
    await admin.goto(`${url}/photos-modify/${stayId}`);
    await admin.getByRole('heading', { name: messages.stayDetails.title(STAY.nom_stage) }).waitFor();
    const boxes = admin.getByRole('checkbox', { name: t.visible });
    await expect.poll(() => boxes.count()).toBe(PHOTO_COUNT);
    await expect.poll(() => admin.getByRole('checkbox', { name: t.visible, checked: true }).count()).toBe(0);
    // Act
    for (const id of visibleIds) await adminItem(id).getByRole('checkbox', { name: t.visible }).check();
    await admin.getByLabel(t.deletionDate).fill(deletionDay);
    await admin.getByLabel(t.approver).fill(APPROVER);
    await admin.getByRole('button', { name: t.saveVisible }).click();
    // Assess
    await admin.getByText(t.saved).waitFor();
    const saved = await managed();
    expect(saved.filter((photo) => photo.actif === 1).map((photo) => photo.id)).toEqual(visibleIds);
    const visible = saved.filter((photo) => photo.actif === 1);
    expect(new Set(visible.map((photo) => `${photo.active_par} ${photo.duree_diffusion}`))).toEqual(
      new Set([`${APPROVER} ${deletionDay}`]),
    );
    // The hidden photos get no deletion date from this save.
    expect(saved.filter((photo) => photo.actif === 0).map((photo) => photo.duree_diffusion)).toEqual(
      Array(PHOTO_COUNT - visibleIds.length).fill(null),
    );
  });

  it('shows the family exactly those 10 photos', async () => {
    // Act
    await family.goto(`${url}/connexion?stageId=${stayId}`);
    await family.getByLabel(messages.login.password, { exact: true }).fill(STAY.mdp_stagiaire);
    await family.getByRole('button', { name: messages.login.submit }).click();
    await reachUrl(family, `${url}/stage-details/${stayId}`);
    await family.getByRole('heading', { name: messages.stayDetails.title(STAY.nom_stage) }).waitFor();
    await family.locator('.photo-grid img').first().waitFor();
    // Assess: the very photos validated, in upload order, and not one of the hidden ones.
    await expect.poll(() => familyShownIds()).toEqual(visibleIds);
    expect((await familyApiPhotos()).map((photo) => photo.id)).toEqual(visibleIds);
  });

  it('shows the family a photo turned by the administrator', async () => {
    // Prepare
    const turnedId = visibleIds[0] ?? '';
    const before = await naturalSize(familyThumb(turnedId));
    expect(before.width).toBeGreaterThan(before.height);
    // Act: the page waits for the rotation worker's new copies and shows them.
    await adminItem(turnedId).getByRole('button', { name: t.rotate, exact: true }).click();
    await adminItem(turnedId).locator('img[src*="/v2/c1/thumb.jpg"]').waitFor();
    await family.reload();
    // Assess
    const turned = familyThumb(turnedId);
    await turned.waitFor();
    await expect.poll(() => turned.getAttribute('src')).toContain(`/${turnedId}/v2/c1/thumb`);
    await expect.poll(() => naturalSize(turned)).toEqual({ width: before.height, height: before.width });
    await expect.poll(() => familyShownIds()).toEqual(visibleIds);
  });

  it('gives the family all 10 photos as one zip named by day, time, stay and number', async () => {
    // Prepare: what the family is shown, in order, with the bytes of each original (which only the
    // administrator's links open).
    const shown = await familyApiPhotos();
    const originalOf = new Map((await managed()).map((photo) => [photo.id, photo.originalUrl ?? '']));
    const originals = await Promise.all(
      shown.map(async (photo) =>
        sha256(Buffer.from(await (await fetch(originalOf.get(photo.id) ?? '')).arrayBuffer())),
      ),
    );
    const download = family.waitForEvent('download', { timeout: 60_000 });
    // Act
    await family.getByRole('button', { name: messages.archive.downloadAll }).click();
    const zip = await readFile(await (await download).path());
    // Assess
    expect((await download).suggestedFilename()).toBe(`${STAY.nom_stage.replace(/\s/g, '_')}.zip`);
    const entries = readZipEntries(zip);
    expect(entries.map((entry) => entry.name.replace(/^\d{4}-\d{2}-\d{2} \d{2}h\d{2} /, ''))).toEqual(
      Array.from(
        { length: visibleIds.length },
        (_, i) => `${STAY.nom_stage} ${String(i + 1).padStart(3, '0')}.jpg`,
      ),
    );
    expect(entries.every((entry) => entry.crcMatches)).toBe(true);
    const sizes = await Promise.all(entries.map((entry) => sharp(entry.data).metadata()));
    expect(
      sizes.map(({ format, width, height }) => ({ format, portrait: (height ?? 0) > (width ?? 0) })),
    ).toEqual(visibleIds.map((_, i) => ({ format: 'jpeg', portrait: i === 0 })));
    expect(entries.map((entry) => sha256(entry.data))).toEqual(originals);
  });

  it('deletes two selected photos: their records and every file of theirs in storage', async () => {
    // Prepare: the turned photo (files under v2/) and a hidden one; both have files now.
    const doomed = [visibleIds[0] ?? '', hiddenIds[0] ?? ''];
    const survivors = allIds.filter((id) => !doomed.includes(id));
    const filesOf = (ids: readonly string[]) =>
      bucket.keysUnder(...ids.flatMap((id) => [photoPrefix(stayId, id), uploadKey(stayId, id)]));
    const doomedFiles = await filesOf(doomed);
    expect(doomedFiles).toEqual(
      expect.arrayContaining([`${photoPrefix(stayId, doomed[0] ?? '')}v2/original.jpg`]),
    );
    // Three JPEG copies and the WebP ones, all under the photo's prefix.
    expect(
      copiesOnly(doomedFiles.filter((key) => key.startsWith(photoPrefix(stayId, doomed[1] ?? '')))),
    ).toHaveLength(FILES_PER_PHOTO);
    for (const id of doomed)
      await adminItem(id).getByRole('checkbox', { name: messages.stayDetails.selectPhoto }).check();
    // Act
    await admin.getByRole('button', { name: messages.photoDeposit.deleteSelected }).click();
    const dialog = admin.getByRole('dialog', { name: messages.confirm.title });
    await expect.poll(() => dialog.textContent()).toContain(messages.confirm.photos(doomed.length));
    await dialog.getByRole('button', { name: messages.confirm.delete, exact: true }).click();
    // Assess
    for (const id of doomed) await adminItem(id).waitFor({ state: 'detached' });
    await expect.poll(() => admin.locator('li.photos-modify__item').count()).toBe(survivors.length);
    await expect.poll(() => filesOf(doomed)).toEqual([]);
    expect((await managed()).map((photo) => photo.id)).toEqual(survivors);
    expect(copiesOnly(await filesOf(survivors)).length).toBe(FILES_PER_PHOTO * survivors.length);
  });

  it("lists both deletions in the stay's deletion log, with who had approved and deleted them", async () => {
    // Prepare
    const t = messages.photoAdmin.deletionLog;
    const log = admin.locator('details.deletion-log');
    const entries = log.locator('li.deletion-log__entry');
    // What the log shows once it has been read: its entries, or that it has none.
    const read = entries.first().or(log.getByText(t.empty));
    // Act: the log is read each time it is opened. Each step waits for the page to show its effect:
    // counted straight after a click, the log may not have started reading yet. A step that hangs
    // fails on its own and the next attempt starts over; the poll gives up before the test does, so
    // a failure says which step and why instead of a bare timeout of the test.
    const step = { timeout: 20_000 };
    await expect
      .poll(
        async () => {
          if (await log.evaluate((element) => (element as HTMLDetailsElement).open, undefined, step)) {
            await log.getByText(t.title).click(step);
            await read.waitFor({ state: 'detached', ...step });
          }
          await log.getByText(t.title).click(step);
          await read.waitFor(step);
          return entries.count();
        },
        { interval: 500, timeout: 100_000 },
      )
      .toBe(2);
    // Assess
    for (const entry of await entries.all()) {
      const text = await entry.textContent();
      expect(text).toContain(t.reasons.suppression);
      expect(text).toContain(APPROVER);
      // Who deleted it and when it was taken: what proves the deletion once the photo is gone.
      expect(text).toContain(t.deletedBy);
      expect(text).not.toContain(`${t.deletedBy}—`);
      expect(text).toContain(t.takenAt);
    }
  });

  it('went through without a page error or an unexpected alert', () => {
    expect(pageErrors).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
