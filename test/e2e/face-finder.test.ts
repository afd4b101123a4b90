/// <reference lib="dom" />
/**
 * "Trouver mon enfant" on a 390 px phone, in headless Chromium against the whole local runtime: a
 * stay whose photos are group scenes made of adults' faces (the ORL set), one person standing for
 * the child in some of them. The workers prepare the photos and their face strips as for any stay;
 * the family opens the finder, taps its child's face once, lets the phone scan, and gets the
 * child's scenes and no one else's. Every request the browser makes meanwhile is recorded: none
 * carries a picture, a crop or a face's numbers out. "Oublier" then leaves no face data in the
 * browser's storage.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeGroupScenes } from '#scripts/faces/group-scenes.js';
import { faceFinderMessages as t } from '#shared/face-finder-messages.js';
import { messages } from '#shared/messages.js';
import type { Photo, PhotoPage, SignUploadsResponse } from '#shared/schemas.js';
import { storageKeys } from '#shared/web-routes.js';
import { tinyJpeg } from '../fixtures/images.js';
import { launchBrowser, PHONE, signedInContext } from '../helpers/browser.js';
import { E2E_PASSWORDS } from '../helpers/portal-global-setup.js';
import { createStay, portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

/** A dozen scenes, the child in four: seconds of scanning, yet a real search. */
const SCENES = 12;
const CHILD_SCENES = 4;
const STAY = {
  nom_stage: 'Colo Visages et Vagues',
  ville: 'Biscarrosse',
  date_debut: '2026-07-06',
  date_fin: '2026-07-19',
  mdp_formateur: 'Equipe-Visages-2026',
  mdp_stagiaire: 'Famille-Visages-2026',
} as const;
const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

/** A request as the browser sent it. */
interface Sent {
  readonly url: string;
  readonly method: string;
  readonly body: Buffer | null;
}

/** Bytes that open a picture: JPEG, PNG, WebP ("RIFF"), GIF, or a picture written as text. */
const PICTURE_MARKS = [
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from('RIFF'),
  Buffer.from('GIF8'),
  Buffer.from('data:image'),
  Buffer.from('/9j/'),
  Buffer.from('iVBORw0'),
];
/** A run of numbers, as a template sent as JSON or in a query string would be. */
const NUMBER_RUN = /-?\d+(?:\.\d+)?(?:e-?\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?(?:e-?\d+)?){15,}/i;

/** Whether two boxes (shares of the photo) overlap more than half of the smaller one. */
const sameFace = (
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
): boolean => {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 && w * h > 0.5 * Math.min(a.w * a.h, b.w * b.h);
};

describe('the child finder on a phone', () => {
  const url = inject('portalUrl');
  const seeded = inject('seeded');
  const api = portalClient(url);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let stayId = '';
  let familyToken = '';
  /** The photos of the stay as the family lists them, with the scene each one is. */
  let photos: Photo[] = [];
  /** Ids of the photos the child is in. */
  const childPhotos = new Set<string>();
  /** Where the child's face is in the first of its photos, as a share of the photo. */
  let childBox = { x: 0, y: 0, w: 0, h: 0 };
  let childFirstPhoto = '';
  const sent: Sent[] = [];

  /** Every visible photo, following the list's pages. */
  const listPhotos = async (): Promise<Photo[]> => {
    const all: Photo[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const listed: PhotoPage = await api.call<PhotoPage>(`/doc_stage_formateur_active/${stayId}?${query}`, {
        token: familyToken,
      });
      all.push(...listed.photos);
      cursor = listed.nextCursor;
    } while (cursor);
    return all;
  };

  /**
   * Records of every IndexedDB database of the page's origin that hold face data (a picture (Blob),
   * a template (typed array, buffer) or a list of numbers), and every record at all of the child
   * finder's own database, where "Oublier" must leave nothing of the stay, not even its date.
   */
  const recordsWithFaceData = (): Promise<number> =>
    page.evaluate(async () => {
      const ask = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const holdsFace = (value: unknown): boolean => {
        if (value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
        if (Array.isArray(value))
          return value.length > 4 && value.every((item) => typeof item === 'number')
            ? true
            : value.some(holdsFace);
        if (value !== null && typeof value === 'object') return Object.values(value).some(holdsFace);
        return false;
      };
      let found = 0;
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await ask(indexedDB.open(name));
        const stores = Array.from(db.objectStoreNames);
        if (stores.length > 0) {
          const transaction = db.transaction(stores, 'readonly');
          for (const store of stores) {
            const records: unknown[] = await ask(transaction.objectStore(store).getAll());
            found += records.filter((record) => name === 'trouver-mon-enfant' || holdsFace(record)).length;
          }
        }
        db.close();
      }
      return found;
    });

  beforeAll(async () => {
    const adminToken = await signInAdmin(api, seeded.admin.username, E2E_PASSWORDS.admin);
    stayId = await createStay(api, adminToken, { ...STAY, picture: await tinyJpeg() });
    familyToken = await signInToStay(api, stayId, STAY.mdp_stagiaire);
    const scenes = await makeGroupScenes({
      count: SCENES,
      childSubject: 7,
      childScenes: CHILD_SCENES,
      seed: 37,
    });
    // Sent as an administrator sends them: visible to the family once the workers made them.
    const signed = await api.call<SignUploadsResponse>(`/doc_stage_formateur/${stayId}/uploads`, {
      token: adminToken,
      body: {
        actif: 1,
        formateurNom: 'Martin',
        formateurPrenom: 'Claire',
        files: scenes.map((scene, index) => ({
          name: `SCENE_${100 + index}.jpg`,
          type: 'image/jpeg',
          size: scene.jpeg.length,
        })),
      },
    });
    const ids = scenes.map((_, index) =>
      signed.uploads.find((upload) => upload.name === `SCENE_${100 + index}.jpg`),
    );
    await Promise.all(
      ids.map(async (upload, index) => {
        const jpeg = scenes[index]?.jpeg;
        if (!upload || !jpeg) throw new Error(`Scene ${index} was not signed`);
        const answer = await fetch(upload.url, {
          method: 'PUT',
          headers: upload.headers,
          body: new Uint8Array(jpeg),
        });
        if (!answer.ok) throw new Error(`PUT ${upload.name}: ${answer.status}`);
      }),
    );
    // The media worker makes the copies, the faces worker the strips: wait for both on every photo.
    const deadline = Date.now() + 150_000;
    for (;;) {
      photos = await listPhotos();
      if (photos.length === SCENES && photos.every((photo) => photo.faces?.url)) break;
      if (Date.now() > deadline) throw new Error('The workers did not prepare every scene and its faces');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    for (const [index, scene] of scenes.entries()) {
      const child = scene.faces.find((face) => face.subject === 7);
      const id = ids[index]?.photoId ?? '';
      if (!child) continue;
      childPhotos.add(id);
      if (!childFirstPhoto) {
        childFirstPhoto = id;
        childBox = child.box;
      }
    }
    expect(childPhotos.size).toBe(CHILD_SCENES);

    browser = await launchBrowser();
    context = await signedInContext(browser, storageKeys.token, familyToken, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    // The whole context: the scanning worker's requests too.
    context.on('request', (request) =>
      sent.push({ url: request.url(), method: request.method(), body: request.postDataBuffer() }),
    );
    page = await context.newPage();
    await mkdir(screenshotDir, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the child from one tapped face, and nothing of a face leaves the phone', async () => {
    // Prepare: the gallery, then the finder's explanation
    await page.goto(`${url}/stage-details/${stayId}`);
    await page.getByRole('heading', { name: messages.stayDetails.title(STAY.nom_stage) }).waitFor();
    await page.getByRole('button', { name: messages.stayDetails.findMyChild }).click();
    await page.getByRole('heading', { name: t.title }).waitFor();
    await page.getByText(t.explanation.mayBeWrong).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'face-finder-explanation-phone.png') });

    // Act: tap the child's face in the first photo it is in
    await page.getByRole('button', { name: t.explanation.start }).click();
    await page.getByRole('heading', { name: t.references.heading, exact: true }).waitFor();
    const childPhoto = photos.find((photo) => photo.id === childFirstPhoto);
    const index = childPhoto?.faces?.boxes.findIndex((box) => sameFace(box, childBox)) ?? -1;
    expect(index, "the faces worker found the child's face").toBeGreaterThanOrEqual(0);
    const face = page.locator(`button[data-photo-id="${childFirstPhoto}"][data-face-index="${index}"]`);
    while (!(await face.isVisible()))
      await page.getByRole('button', { name: t.references.moreFaces }).click();
    await face.click();
    await page.getByRole('list', { name: t.references.chosenLabel }).getByRole('img').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'face-finder-references-phone.png') });
    await page.getByRole('button', { name: t.references.scan }).click();

    // Assess: the results are the child's scenes, shown as the gallery's tiles
    await page.getByRole('heading', { name: t.results.heading }).waitFor();
    // The widest setting, from the keyboard: the most photos the finder can propose.
    await page.getByRole('slider', { name: t.results.slider }).press('Home');
    const tiles = page.locator('.photo-grid img');
    const shownIds = () =>
      tiles.evaluateAll(
        (images, known) =>
          images.map((image) => known.find((id) => (image as HTMLImageElement).src.includes(id)) ?? ''),
        photos.map((photo) => photo.id),
      );
    // No other person's photo, and the child's photos but at most one: the model was measured on
    // these adults' faces as the phone reads them, not enlarged into a group scene and cut again.
    await expect.poll(async () => (await shownIds()).length).toBeGreaterThanOrEqual(CHILD_SCENES - 1);
    const shown = await shownIds();
    expect(
      shown.filter((id) => !childPhotos.has(id)),
      'photos of other people',
    ).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
    await page.screenshot({ path: path.join(screenshotDir, 'face-finder-results-phone.png') });

    // Assess: no request carried a picture, a crop or a template out
    const writes = sent.filter((request) => request.method !== 'GET' && request.method !== 'HEAD');
    expect(writes.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([]);
    for (const request of sent) {
      expect(request.url.length, request.url).toBeLessThan(2000);
      expect(decodeURIComponent(request.url)).not.toMatch(NUMBER_RUN);
      const body = request.body;
      if (body === null) continue;
      for (const mark of PICTURE_MARKS)
        expect(body.includes(mark), `${request.url} sends a picture`).toBe(false);
      expect(body.toString('latin1'), `${request.url} sends numbers`).not.toMatch(NUMBER_RUN);
    }
  }, 300_000);

  it('forgets everything kept on the phone after a confirmation', async () => {
    // Prepare: the finder has kept the chosen face and the templates
    await expect.poll(recordsWithFaceData).toBeGreaterThan(0);
    // Act
    await page.getByRole('button', { name: t.forget.button }).click();
    await page
      .getByRole('dialog', { name: t.forget.confirmTitle })
      .getByRole('button', { name: t.forget.confirm })
      .click();
    // Assess
    await page.getByRole('status').filter({ hasText: 'C’est oublié' }).waitFor();
    await expect.poll(recordsWithFaceData).toBe(0);
    // The gallery shows the whole stay again.
    await expect.poll(() => page.locator('.photo-grid img').count()).toBe(SCENES);
  });
});
