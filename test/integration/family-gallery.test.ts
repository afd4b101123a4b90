/**
 * A family's gallery list, page by page, against the emulator: a long stay is handed out whole, each
 * photo once, in upload order, whatever the page size; a page reads little more than itself; a
 * cursor the list did not hand out is a French 400, never a 500.
 */
import { DynamoDBClient, type QueryCommandOutput } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStore } from '#functions/adapters/stores/photos.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { FAMILY_PHOTOS_FIRST_PAGE, FAMILY_PHOTOS_MAX_PAGE, FAMILY_PHOTOS_PAGE } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord, stayWithTokens } from '../helpers/photo-fixtures.js';
import { call, REGION, type TestStack } from '../helpers/test-stack.js';

const VISIBLE = 2000;
/** One photo in 35 is not published: 59 of them among the first 2,059 photos. */
const HIDDEN = 59;
const isHidden = (index: number): boolean => index % 35 === 7;

/** Runs `task` for every index, `lanes` at a time. */
const inLanes = async <T>(
  count: number,
  lanes: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> => {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
};

describe('family gallery list', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let family: string;
  let visible: PhotoRecord[];

  const list = (query: string) =>
    call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}${query}`, { token: family });

  /** Every page from the first, following `nextCursor`. */
  const allPages = async (limit?: number): Promise<PhotoPage[]> => {
    const pages: PhotoPage[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams();
      if (limit) params.set('limit', String(limit));
      if (cursor) params.set('cursor', cursor);
      const answer = await list(`?${params}`);
      expect(answer.status).toBe(200);
      const page = answer.body as PhotoPage;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  };

  beforeAll(async () => {
    ({ stack, stage: stay, family } = await stayWithTokens());
    const image = { width: 400, height: 300, bytes: 1000 };
    const photos = await inLanes(VISIBLE + HIDDEN, 16, (index) =>
      readyPhotoRecord(stack, stay.id, image, { actif: isHidden(index) ? 0 : 1 }),
    );
    visible = photos.filter((_, index) => !isHidden(index));
    expect(visible).toHaveLength(VISIBLE);
  }, 900_000);

  it('lists a stay of 2,000 photos page by page, each once, none missing, in upload order', async () => {
    // Act
    const pages = await allPages(FAMILY_PHOTOS_PAGE);
    // Assess
    const ids = pages.flatMap((page) => page.photos.map((photo) => photo.id));
    expect(ids).toHaveLength(VISIBLE);
    expect(new Set(ids).size).toBe(VISIBLE);
    expect(ids).toEqual(visible.map((photo) => photo.photoId).sort());
    expect(pages.slice(0, -1).every((page) => page.photos.length === FAMILY_PHOTOS_PAGE)).toBe(true);
    expect(pages.at(-1)?.photos.length).toBeGreaterThan(0);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('gives the same order whatever the page size, and a small first page first', async () => {
    // Act
    const first = await list(`?limit=${FAMILY_PHOTOS_FIRST_PAGE}`);
    const largest = await allPages(FAMILY_PHOTOS_MAX_PAGE);
    // Assess
    const page = first.body as PhotoPage;
    expect(page.photos).toHaveLength(FAMILY_PHOTOS_FIRST_PAGE);
    expect(page.photos[0]?.thumbUrl).toContain(page.photos[0]?.id);
    const ids = largest.flatMap((each) => each.photos.map((photo) => photo.id));
    expect(ids.slice(0, FAMILY_PHOTOS_FIRST_PAGE)).toEqual(page.photos.map((photo) => photo.id));
    expect(ids).toHaveLength(VISIBLE);
  });

  it('answers the default page size without a query', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    expect((answer.body as PhotoPage).photos).toHaveLength(FAMILY_PHOTOS_PAGE);
  });

  /** The photo store over a client that notes how many items each of its Queries read. */
  const countingStore = () => {
    const client = new DynamoDBClient({ region: REGION, endpoint: stack.endpoint, maxAttempts: 1 });
    const itemsRead: number[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const output = result.output as Partial<QueryCommandOutput>;
        if (output.ScannedCount !== undefined) itemsRead.push(output.ScannedCount);
        return result;
      },
      { step: 'initialize' },
    );
    const store = createPhotoStore(DynamoDBDocumentClient.from(client), {
      photos: stack.names.tables.photos,
      photoHashes: stack.names.tables.photoHashes,
    });
    return { store, itemsRead };
  };

  it('reads the first page in one Query of little more than the page, a hidden photo among it', async () => {
    // Prepare: one photo in 35 is unpublished, so one lies among the first page's stretch.
    const { store, itemsRead } = countingStore();
    // Act
    const page = await store.visiblePage(stay.id, { now: new Date(), limit: FAMILY_PHOTOS_FIRST_PAGE });
    // Assess
    expect(page.photos.map((photo) => photo.photoId)).toEqual(
      visible
        .map((photo) => photo.photoId)
        .sort()
        .slice(0, FAMILY_PHOTOS_FIRST_PAGE),
    );
    expect(page.next).toBeDefined();
    expect(itemsRead).toHaveLength(1);
    expect(itemsRead[0]).toBeLessThanOrEqual(Math.ceil(FAMILY_PHOTOS_FIRST_PAGE * 1.25));
  });

  it('finds a page behind many hidden photos in a handful of Queries', async () => {
    // Prepare: a stay of 120 unpublished photos, then 6 published ones.
    const other = await stack.createStay();
    const image = { width: 400, height: 300, bytes: 1000 };
    const photos = await inLanes(126, 16, (index) =>
      readyPhotoRecord(stack, other.id, image, { actif: index < 120 ? 0 : 1 }),
    );
    const published = photos
      .slice(120)
      .map((photo) => photo.photoId)
      .sort();
    const { store, itemsRead } = countingStore();
    // Act
    const first = await store.visiblePage(other.id, { now: new Date(), limit: 5 });
    const second = await store.visiblePage(other.id, {
      now: new Date(),
      limit: 5,
      ...(first.next ? { cursor: first.next } : {}),
    });
    // Assess
    expect(first.photos.map((photo) => photo.photoId)).toEqual(published.slice(0, 5));
    expect(second.photos.map((photo) => photo.photoId)).toEqual(published.slice(5));
    expect(second.next).toBeUndefined();
    expect(itemsRead.length).toBeLessThanOrEqual(8);
  });

  const encode = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

  it.each([
    ['not base64 JSON', () => '0000'],
    ['JSON but not a key', () => encode([1, 2])],
    ['the key of another stay', () => encode({ stageId: 'another-stay', photoId: 'x' })],
    ['a key with extra attributes', () => encode({ stageId: stay.id, photoId: 'x', more: 1 })],
    ['a key with an empty photo id', () => encode({ stageId: stay.id, photoId: '' })],
  ])('refuses a cursor that is %s with a French 400', async (_what, cursor) => {
    // Act
    const answer = await list(`?cursor=${cursor()}`);
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.api.invalidCursor });
  });

  it.each(['0', '-3', String(FAMILY_PHOTOS_MAX_PAGE + 1), 'beaucoup'])(
    'refuses a page size of %s with a 400',
    async (limit) => {
      const answer = await list(`?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toEqual(expect.any(String));
    },
  );
});
