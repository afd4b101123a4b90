/**
 * Media links scoped to what their holder may see now, against the emulator and the stack's own
 * CloudFront stand-in (which checks signed links as the edge does): a family's link opens the copies
 * of one published photo, its query string opens nothing else; hiding a photo ends the links
 * already out, and the edges are told to forget its stay; a family's links are the same all day.
 */
import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { photoKeys } from '#shared/media-keys.js';
import { photoVersionKeys } from '#shared/renditions.js';
import type { ManagedPhoto, PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { stayWithPhotoStream } from '../helpers/photo-stream.js';
import { call, createTestStack, eventually } from '../helpers/test-stack.js';

describe('media links scoped to what their holder may see', () => {
  const fixture = stayWithPhotoStream();

  /** A processed photo whose every object is stored, each holding its own key. */
  const storedPhoto = (actif: 0 | 1): Promise<PhotoRecord> =>
    readyPhotoRecord(
      fixture.stack,
      fixture.stage.id,
      { width: 4, height: 3, bytes: 3 },
      {
        actif,
        beforeReady: async ({ photoId }) => {
          for (const key of photoVersionKeys(fixture.stage.id, photoId, 1, 1))
            await fixture.stack.deps.media.put(key, new TextEncoder().encode(key), 'image/jpeg');
        },
      },
    );

  const familyPhotos = async (): Promise<PhotoPage['photos']> => {
    const answer = await call(
      fixture.stack.app,
      'GET',
      `/api/doc_stage_formateur_active/${fixture.stage.id}`,
      {
        token: fixture.family,
      },
    );
    expect(answer.status).toBe(200);
    return (answer.body as PhotoPage).photos;
  };

  const managedPhotos = async (): Promise<ManagedPhoto[]> => {
    const answer = await call(fixture.stack.app, 'GET', `/api/doc_stage_formateur_all/${fixture.stage.id}`, {
      token: fixture.admin,
    });
    expect(answer.status).toBe(200);
    return answer.body as ManagedPhoto[];
  };

  /** The link's query string (its signature) moved onto the path of another key. */
  const movedTo = (link: string, key: string): string => {
    const url = new URL(link);
    return `${url.origin}/${key}${url.search}`;
  };

  const statusOf = async (url: string): Promise<number> => (await fetch(url)).status;

  const validate = (photo: PhotoRecord, actif: 0 | 1) =>
    call(fixture.stack.app, 'POST', `/api/photos/${fixture.stage.id}/validation`, {
      token: fixture.admin,
      body: {
        photos: [
          {
            id: photo.photoId,
            actif,
            active_par: 'Claire Martin',
            ...(actif ? { duree_diffusion: '2099-12-31' } : {}),
          },
        ],
      },
    });

  it("opens with a family's link the copies of its photo, and with its query string nothing else", async () => {
    // Prepare: a published photo, one awaiting validation and one published but another's
    const shown = await storedPhoto(1);
    const waiting = await storedPhoto(0);
    const other = await storedPhoto(1);
    const link = (await familyPhotos()).find((photo) => photo.id === shown.photoId);
    // Act
    const own = await Promise.all([link?.thumbUrl ?? '', link?.displayUrl ?? ''].map(statusOf));
    const others = await Promise.all(
      [
        photoKeys(fixture.stage.id, shown.photoId).original,
        photoKeys(fixture.stage.id, waiting.photoId, 1, 1).thumb,
        photoKeys(fixture.stage.id, waiting.photoId).original,
        photoKeys(fixture.stage.id, other.photoId, 1, 1).thumb,
      ].map((key) => statusOf(movedTo(link?.thumbUrl ?? '', key))),
    );
    // Assess
    expect(link?.originalUrl).toBeNull();
    expect(own).toEqual([200, 200]);
    expect(others).toEqual([403, 403, 403, 403]);
  });

  it("opens with an administrator's link every photo of the stay, originals and hidden ones included", async () => {
    // Prepare
    const waiting = await storedPhoto(0);
    // Act
    const managed = (await managedPhotos()).find((photo) => photo.id === waiting.photoId);
    // Assess
    expect(await statusOf(managed?.originalUrl ?? '')).toBe(200);
    expect(await statusOf(managed?.thumbUrl ?? '')).toBe(200);
  });

  it("ends a family's earlier link once the photo is hidden, drops the stay's zips, and has the edges forget both", async () => {
    // Prepare: the family got its links and a zip of the stay, then the photo is hidden
    const photo = await storedPhoto(1);
    const zip = `archives/${fixture.stage.id}/${'a'.repeat(32)}.zip`;
    await fixture.stack.deps.media.put(zip, new Uint8Array([0x50, 0x4b, 5, 6]), 'application/zip');
    await fixture.poller.pollOnce();
    const before = (await familyPhotos()).find((shown) => shown.id === photo.photoId);
    expect(await statusOf(before?.thumbUrl ?? '')).toBe(200);
    const asked = (await fixture.stack.invalidations()).length;
    // Act
    expect((await validate(photo, 0)).status).toBe(200);
    // Assess: within the stream handler's run, the earlier links open nothing
    await eventually(
      async () => {
        await fixture.poller.pollOnce();
        return Promise.all([before?.thumbUrl ?? '', before?.displayUrl ?? ''].map(statusOf));
      },
      (statuses) => statuses.every((status) => status === 403),
    );
    expect((await familyPhotos()).map((shown) => shown.id)).not.toContain(photo.photoId);
    expect((await fixture.stack.invalidations()).slice(asked)).toEqual([
      [`/photos/${fixture.stage.id}/*`, `/archives/${fixture.stage.id}/*`],
    ]);
    expect(await fixture.stack.deps.media.head(zip)).toBeUndefined();
    // Administrators still see it, on their own links.
    const managed = (await managedPhotos()).find((shown) => shown.id === photo.photoId);
    expect(await statusOf(managed?.thumbUrl ?? '')).toBe(200);
    expect(managed?.thumbUrl).toContain(`/${photo.photoId}/c2/thumb.jpg?`);
  });

  it('gives a photo published again new links, and the ones from before it was hidden stay dead', async () => {
    // Prepare
    const photo = await storedPhoto(1);
    await fixture.poller.pollOnce();
    const before = (await familyPhotos()).find((shown) => shown.id === photo.photoId);
    await validate(photo, 0);
    await eventually(
      () =>
        fixture.poller.pollOnce().then(() => fixture.stack.deps.photos.get(fixture.stage.id, photo.photoId)),
      (record) => record?.copies === 2,
    );
    // Act
    expect((await validate(photo, 1)).status).toBe(200);
    const again = (await familyPhotos()).find((shown) => shown.id === photo.photoId);
    // Assess
    expect(await statusOf(again?.thumbUrl ?? '')).toBe(200);
    expect(await statusOf(before?.thumbUrl ?? '')).toBe(403);
  });

  it('has the edges forget the stay once per batch when photos are deleted', async () => {
    // Prepare
    const doomed = [await storedPhoto(1), await storedPhoto(0)];
    await fixture.poller.pollOnce();
    const link = (await familyPhotos()).find((shown) => shown.id === doomed[0]?.photoId);
    const asked = (await fixture.stack.invalidations()).length;
    // Act
    const answer = await call(fixture.stack.app, 'POST', `/api/delete_images/${fixture.stage.id}`, {
      token: fixture.admin,
      body: { ids: doomed.map((photo) => photo.photoId) },
    });
    await fixture.poller.pollOnce();
    // Assess
    expect(answer.status).toBe(200);
    expect(await statusOf(link?.thumbUrl ?? '')).toBe(403);
    expect((await fixture.stack.invalidations()).slice(asked)).toEqual([
      [`/photos/${fixture.stage.id}/*`, `/archives/${fixture.stage.id}/*`],
    ]);
  });
});

describe("a family's links across the hour", () => {
  it('are the very same URLs just before and just after the hour, and change with the day at 02:00 UTC', async () => {
    // Prepare: a stack whose clock the test moves
    let now = new Date('2026-07-10T08:59:50Z');
    const stack = await createTestStack(() => now);
    const stay = await stack.createStay();
    for (let i = 0; i < 36; i += 1)
      await readyPhotoRecord(stack, stay.id, { width: 4, height: 3, bytes: 3 }, { actif: 1 });
    const thumbnails = async (at: string): Promise<string[]> => {
      now = new Date(at);
      // Signed in again when the session of the day before has ended.
      const family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
      const answer = await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}?limit=36`, {
        token: family,
      });
      return (answer.body as PhotoPage).photos.map((photo) => photo.thumbUrl);
    };
    // Act
    const beforeHour = await thumbnails('2026-07-10T08:59:50Z');
    const afterHour = await thumbnails('2026-07-10T09:00:10Z');
    const evening = await thumbnails('2026-07-11T01:59:00Z');
    const nextDay = await thumbnails('2026-07-11T02:00:10Z');
    // Assess: 36 of 36 thumbnails come again from the browser's cache across the hour and all day
    expect(beforeHour).toHaveLength(36);
    expect(afterHour).toEqual(beforeHour);
    expect(evening).toEqual(beforeHour);
    expect(nextDay.filter((url, i) => url === beforeHour[i])).toEqual([]);
  });
});
