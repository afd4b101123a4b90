/** What every archives store does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ArchiveStore, NewArchive } from '#functions/ports/stores/archives.js';
import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';
import { archiveKey } from '#shared/media-keys.js';

const REQUESTED_AT = '2026-08-07T08:00:00.000Z';
const AT = '2026-08-07T08:01:00.000Z';

/** An archive of two photos in two parts, just requested: nothing built yet. */
export const twoPartArchive = (archiveId: string = newId(), stayId: string = newId()): NewArchive => ({
  archiveId,
  stageId: stayId,
  items: [
    { photoId: 'p1', version: 1 },
    { photoId: 'p2', version: 1 },
  ],
  fileName: 'photos.zip',
  key: archiveKey(stayId, archiveId),
  status: 'en_cours',
  done: 0,
  total: 2,
  requested_at: REQUESTED_AT,
  parts: [
    { first: 0, count: 1, bytes: 100, status: 'en_cours', done: 0, written: 0 },
    { first: 1, count: 1, bytes: 100, status: 'en_cours', done: 0, written: 0 },
  ],
  ready: 0,
});

export const describeArchiveStoreContract = (name: string, makeStore: () => ArchiveStore): void => {
  describe(`archives store contract: ${name}`, () => {
    it('records an archive with its expiry, and a restart in place of the first attempt', async () => {
      const store = makeStore();
      const archive = twoPartArchive();
      await store.start(archive);
      const expires_at = Date.parse(REQUESTED_AT) / 1000 + ARCHIVE_RETENTION_DAYS * 86_400;
      expect(await store.get(archive.archiveId)).toEqual({ ...archive, expires_at });
      await store.start({ ...archive, fileName: 'encore.zip' });
      expect(await store.get(archive.archiveId)).toMatchObject({ fileName: 'encore.zip', ready: 0 });
      expect(await store.get(newId())).toBeUndefined();
    });

    it('records progress, and refuses it for an archive that is not recorded', async () => {
      const store = makeStore();
      const archive = twoPartArchive();
      await store.start(archive);
      await store.progress(archive.archiveId, 1, { done: 0, written: 40, at: AT });
      expect(await store.get(archive.archiveId)).toMatchObject({
        updated_at: AT,
        parts: [archive.parts?.[0], { ...archive.parts?.[1], written: 40 }],
      });
      await expect(store.progress(newId(), 0, { done: 1, written: 1, at: AT })).rejects.toMatchObject({
        name: 'ConditionalCheckFailedException',
      });
    });

    it('marks each part ready once, and the archive with its last part', async () => {
      const store = makeStore();
      const archive = twoPartArchive();
      await store.start(archive);
      expect(await store.partReady(archive.archiveId, 0, AT)).toBe('part-ready');
      expect(await store.partReady(archive.archiveId, 0, AT)).toBe('already');
      expect(await store.partReady(archive.archiveId, 1, AT)).toBe('archive-ready');
      expect(await store.partReady(newId(), 0, AT)).toBe('already');
      expect(await store.get(archive.archiveId)).toMatchObject({
        status: 'prete',
        done: 2,
        ready: 2,
        parts: [
          { status: 'prete', done: 1 },
          { status: 'prete', done: 1 },
        ],
      });
    });

    it('fails a part and the archive, but never a part already built', async () => {
      const store = makeStore();
      const archive = twoPartArchive();
      await store.start(archive);
      await store.partReady(archive.archiveId, 0, AT);
      await store.partFailed(archive.archiveId, 0, 'Trop tard', AT);
      expect(await store.get(archive.archiveId)).toMatchObject({ status: 'en_cours', ready: 1 });
      await store.partFailed(archive.archiveId, 1, 'Photo illisible', AT);
      await store.partFailed(newId(), 0, 'Photo illisible', AT);
      expect(await store.get(archive.archiveId)).toMatchObject({
        status: 'echec',
        failure: 'Photo illisible',
        parts: [{ status: 'prete' }, { status: 'echec' }],
      });
      // Its retry builds the part, but the archive stays failed until it is started again.
      expect(await store.partReady(archive.archiveId, 1, AT)).toBe('part-ready');
      expect(await store.get(archive.archiveId)).toMatchObject({ status: 'echec', ready: 2 });
    });
  });
};
