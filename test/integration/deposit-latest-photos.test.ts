/**
 * The deposit page's reads against the emulator: the stay's photos page by page, latest first, each
 * once, every status; the state of a batch's photos by id; a page or a state read stays a small
 * Query or a few reads however large the stay; only the stay's team may read them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { MANAGED_PHOTOS_PAGE } from '#shared/limits.js';
import type { ManagedPhoto, ManagedPhotoPage } from '#shared/schemas.js';
import { loginAsDirector } from '../helpers/director-session.js';
import { stayWithTokens } from '../helpers/photo-fixtures.js';
import { call, type TestStack } from '../helpers/test-stack.js';

const PHOTOS = 130;

describe('deposit page reads', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let director: string;
  let family: string;
  let photos: PhotoRecord[];

  const latest = (query: string, token = director) =>
    call(stack.app, 'GET', `/api/doc_stage_formateur_latest/${stay.id}${query}`, { token });
  const states = (ids: readonly string[], token = director) =>
    call(stack.app, 'GET', `/api/doc_stage_formateur_states/${stay.id}?ids=${ids.join(',')}`, { token });

  beforeAll(async () => {
    ({ stack, stage: stay, family } = await stayWithTokens());
    director = await loginAsDirector(stack, stay);
    photos = [];
    for (let index = 0; index < PHOTOS; index += 1) {
      const photo: PhotoRecord = {
        stageId: stay.id,
        photoId: newId(),
        status: 'en_attente',
        actif: 0,
        date_depose: new Date().toISOString(),
        declared_type: 'image/jpeg',
        declared_size: 1000,
        original_name: `IMG_${index}.jpg`,
        version: 1,
      };
      await stack.deps.photos.createPending(photo);
      photos.push(photo);
    }
    // Ids are upload order to the millisecond; within one, the store's key order is the order.
    photos.sort((a, b) => (a.photoId < b.photoId ? -1 : 1));
    await stack.deps.photos.markRejected(stay.id, photos.at(-2)?.photoId ?? '', 'Image illisible.');
  }, 300_000);

  it('hands out the stay latest first, a page at a time, each photo once, every status', async () => {
    // Act
    const pages: ManagedPhotoPage[] = [];
    let cursor: string | null = null;
    do {
      const answer = await latest(cursor ? `?limit=50&cursor=${cursor}` : '?limit=50');
      expect(answer.status).toBe(200);
      const page = answer.body as ManagedPhotoPage;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    // Assess
    expect(pages.map((page) => page.photos.length)).toEqual([50, 50, 30]);
    const ids = pages.flatMap((page) => page.photos.map((photo) => photo.id));
    expect(ids).toEqual(photos.map((photo) => photo.photoId).reverse());
    expect(pages[0]?.photos[1]).toMatchObject({ status: 'refusee', rejection: 'Image illisible.' });
  });

  it('answers a first page of the default size without a query', async () => {
    const answer = await latest('');
    expect(answer.status).toBe(200);
    expect((answer.body as ManagedPhotoPage).photos).toHaveLength(MANAGED_PHOTOS_PAGE);
  });

  it("tells the state of the batch's photos by id, and leaves out ids the stay does not hold", async () => {
    // Prepare
    const asked = [photos[3]?.photoId ?? '', photos.at(-2)?.photoId ?? '', 'inconnue'];
    // Act
    const answer = await states(asked);
    // Assess
    expect(answer.status).toBe(200);
    const body = answer.body as ManagedPhoto[];
    expect(body.map((photo) => [photo.id, photo.status])).toEqual([
      [asked[0], 'en_attente'],
      [asked[1], 'refusee'],
    ]);
  });

  it('refuses a cursor it did not hand out, and too many ids, in French', async () => {
    const cursor = await latest('?cursor=abc');
    const tooMany = await states(Array.from({ length: 101 }, (_, i) => `p${i}`));
    expect([cursor.status, tooMany.status]).toEqual([400, 400]);
  });

  it("is the stay's team's only: not a family's, not another stay's trainer", async () => {
    // Prepare
    const other = await stack.createStay();
    const otherDirector = await loginAsDirector(stack, other);
    // Act
    const answers = await Promise.all([
      latest('', family),
      states([photos[0]?.photoId ?? ''], family),
      latest('', otherDirector),
      states([photos[0]?.photoId ?? ''], otherDirector),
    ]);
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });
});
