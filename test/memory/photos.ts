/**
 * The photos store in memory, for unit tests of business logic: the same interface and the same
 * rules as the DynamoDB store (conditional transitions, one photo per content and stay, the TTL rule
 * of photo-expiry.ts). The store itself is tested against the emulator by the integration suite.
 */

import { decodeCursor, encodeCursor } from '#functions/adapters/page-cursor.js';
import { countPhotos } from '#functions/adapters/stores/photos.js';
import { FIRST_COPIES, isVisibleToFamilies, type PhotoRecord } from '#functions/domain/photo.js';
import { expiresAtFor, pendingExpiresAt } from '#functions/domain/photo-expiry.js';
import type { NewPhoto, PhotoStore, ProcessedPhoto } from '#functions/ports/stores/photos/photo-store.js';
import type { Call } from './calls.js';

export interface InMemoryPhotoStore extends PhotoStore {
  readonly records: Map<string, PhotoRecord>;
  /** Content hashes: `stageId/sha256` → the photo holding it. */
  readonly hashes: Map<string, string>;
  readonly calls: Call[];
  /** Puts records as they are, without any rule (the state a test starts from). */
  seed(...photos: readonly PhotoRecord[]): void;
}

const id = (stayId: string, photoId: string): string => `${stayId}/${photoId}`;

export const inMemoryPhotoStore = (calls: Call[] = []): InMemoryPhotoStore => {
  const records = new Map<string, PhotoRecord>();
  const hashes = new Map<string, string>();
  const pending = (photo: NewPhoto): PhotoRecord => ({
    ...photo,
    expires_at: pendingExpiresAt(new Date(photo.date_depose)),
  });
  const create = (photo: NewPhoto): void => {
    // As DynamoDB refuses the conditional put: services tell this failure apart by its name.
    if (records.has(id(photo.stageId, photo.photoId)))
      throw Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
      });
    records.set(id(photo.stageId, photo.photoId), pending(photo));
  };
  const transition = (stayId: string, photoId: string, change: (record: PhotoRecord) => PhotoRecord) => {
    const record = records.get(id(stayId, photoId));
    if (record?.status !== 'en_attente') return false;
    // Processing drops the pending TTL unless an administrator has set a deletion date since.
    const { expires_at, ...rest } = record;
    const kept = record.duree_diffusion === undefined ? rest : record;
    records.set(id(stayId, photoId), change(kept));
    return true;
  };
  return {
    records,
    hashes,
    calls,
    seed(...photos) {
      for (const photo of photos) {
        records.set(id(photo.stageId, photo.photoId), photo);
        if (photo.sha256) hashes.set(id(photo.stageId, photo.sha256), photo.photoId);
      }
    },
    async get(stayId, photoId) {
      calls.push(['get', stayId, photoId]);
      return records.get(id(stayId, photoId));
    },
    async listByStay(stayId) {
      return [...records.values()]
        .filter((record) => record.stageId === stayId)
        .sort((a, b) => a.photoId.localeCompare(b.photoId));
    },
    async countByStay(stayId) {
      return countPhotos([...records.values()].filter((record) => record.stageId === stayId));
    },
    async visiblePage(stayId, { now, limit, cursor }) {
      const after = decodeCursor(cursor, { name: 'stageId', value: stayId }, ['photoId'])?.photoId;
      // Key order as DynamoDB keeps it: by the bytes of the id.
      const visible = [...records.values()]
        .filter(
          (record) =>
            record.stageId === stayId &&
            (after === undefined || record.photoId > after) &&
            isVisibleToFamilies(record, now),
        )
        .sort((a, b) => (a.photoId < b.photoId ? -1 : a.photoId > b.photoId ? 1 : 0));
      const photos = visible.slice(0, limit);
      const last = photos.at(-1);
      return visible.length > limit && last
        ? { photos, next: encodeCursor({ stageId: stayId, photoId: last.photoId }) }
        : { photos };
    },
    async latestPage(stayId, { limit, cursor }) {
      const before = decodeCursor(cursor, { name: 'stageId', value: stayId }, ['photoId'])?.photoId;
      // Key order backwards, as DynamoDB reads it with ScanIndexForward false.
      const latest = [...records.values()]
        .filter((record) => record.stageId === stayId && (before === undefined || record.photoId < before))
        .sort((a, b) => (a.photoId < b.photoId ? 1 : a.photoId > b.photoId ? -1 : 0));
      const photos = latest.slice(0, limit);
      const last = photos.at(-1);
      return latest.length > limit && last
        ? { photos, next: encodeCursor({ stageId: stayId, photoId: last.photoId }) }
        : { photos };
    },
    async between(first, last) {
      return [...records.values()].filter(
        (record) =>
          record.duree_diffusion !== undefined &&
          record.duree_diffusion >= first &&
          record.duree_diffusion <= last &&
          record.actif === 1 &&
          record.status === 'prete',
      );
    },
    async publishedSince(since) {
      return [...records.values()].filter(
        (record) =>
          record.published_at !== undefined &&
          record.published_at >= since &&
          record.actif === 1 &&
          record.status === 'prete',
      );
    },
    async createPending(photo) {
      create(photo);
    },
    async createWithHash(photo) {
      const holder = hashes.get(id(photo.stageId, photo.sha256));
      if (holder !== undefined) return { claimed: false, photoId: holder };
      create(photo);
      hashes.set(id(photo.stageId, photo.sha256), photo.photoId);
      return { claimed: true };
    },
    async extendPending(stayId, photoId, signedAt) {
      const record = records.get(id(stayId, photoId));
      if (record?.status !== 'en_attente' || record.duree_diffusion !== undefined) return false;
      records.set(id(stayId, photoId), { ...record, expires_at: pendingExpiresAt(signedAt) });
      return true;
    },
    async markReady(stayId, photoId, processed: ProcessedPhoto) {
      calls.push(['markReady', stayId, photoId, processed]);
      return transition(stayId, photoId, ({ rejection: _, ...record }) => ({
        ...record,
        status: 'prete',
        ...processed,
      }));
    },
    async markRejected(stayId, photoId, reason) {
      calls.push(['markRejected', stayId, photoId, reason]);
      return transition(stayId, photoId, (record) => ({ ...record, status: 'refusee', rejection: reason }));
    },
    async markAnnounced(stayId, photoId, at) {
      const record = records.get(id(stayId, photoId));
      if (record?.status !== 'prete' || record.announced_at !== undefined) return false;
      records.set(id(stayId, photoId), { ...record, announced_at: at });
      return true;
    },
    async setActive(stayId, photoId, actif) {
      const record = records.get(id(stayId, photoId));
      if (!record) throw new Error(`no photo ${stayId}/${photoId}`);
      records.set(id(stayId, photoId), { ...record, actif });
    },
    async bumpVersion(stayId, photoId, from, { width, height, placeholder, renditions }, copies) {
      calls.push(['bumpVersion', stayId, photoId, from]);
      const record = records.get(id(stayId, photoId));
      if (record?.version !== from || record.copies !== copies) return false;
      // The rotated original is another file: its checksum goes, and its web copies unless remade.
      const { placeholder: _, renditions: __, crc32: ___, faces: ____, ...rest } = record;
      records.set(id(stayId, photoId), {
        ...rest,
        version: from + 1,
        width,
        height,
        ...(placeholder !== undefined && renditions !== undefined ? { placeholder, renditions } : {}),
      });
      return true;
    },
    async moveCopies({ stageId: stayId, photoId, version, copies }, to) {
      calls.push(['moveCopies', stayId, photoId, to]);
      const record = records.get(id(stayId, photoId));
      if (record?.status !== 'prete' || record.version !== version || record.copies !== copies) return false;
      records.set(id(stayId, photoId), { ...record, copies: to });
      return true;
    },
    async listWithoutWebCopies(renditions, { limit, after }) {
      calls.push(['listWithoutWebCopies', renditions, limit]);
      const all = [...records.values()].sort(
        (a, b) => a.stageId.localeCompare(b.stageId) || a.photoId.localeCompare(b.photoId),
      );
      const from = after
        ? all.findIndex((r) => id(r.stageId, r.photoId) > id(after.stageId, after.photoId))
        : 0;
      const rest = from < 0 ? [] : all.slice(from);
      const photos: PhotoRecord[] = [];
      let index = 0;
      for (; index < rest.length && photos.length < limit; index += 1) {
        const record = rest[index];
        if (record?.status === 'prete' && (record.renditions ?? 0) < renditions) photos.push(record);
      }
      const last = rest[index - 1];
      return index < rest.length && last
        ? { photos, next: { stageId: last.stageId, photoId: last.photoId } }
        : { photos };
    },
    async setWebCopies({ stageId: stayId, photoId, version, copies }, made) {
      calls.push(['setWebCopies', stayId, photoId, version]);
      const record = records.get(id(stayId, photoId));
      if (record?.status !== 'prete' || record.version !== version || record.copies !== copies) return false;
      records.set(id(stayId, photoId), { ...record, ...made });
      return true;
    },
    async setFaces({ stageId: stayId, photoId, version, copies }, faces) {
      calls.push(['setFaces', stayId, photoId, version]);
      const record = records.get(id(stayId, photoId));
      if (record?.status !== 'prete' || record.version !== version || record.copies !== copies) return false;
      records.set(id(stayId, photoId), { ...record, faces });
      return true;
    },
    async apply(stayId, changes) {
      calls.push(['apply', stayId, changes.length]);
      const missing = changes.filter((change) => !records.has(id(stayId, change.photoId)));
      if (missing.length > 0) return { ok: false, missing: missing.map((change) => change.photoId) };
      for (const { photoId, actif, active_par, duree_diffusion, publishedAt } of changes) {
        const record = records.get(id(stayId, photoId));
        if (!record) continue;
        const published_at = record.published_at ?? publishedAt;
        records.set(id(stayId, photoId), {
          ...record,
          actif,
          active_par,
          ...(published_at === undefined ? {} : { published_at }),
          ...(duree_diffusion === undefined
            ? {}
            : { duree_diffusion, expires_at: expiresAtFor(duree_diffusion) }),
        });
      }
      return { ok: true };
    },
    async remove(stayId, photoId) {
      calls.push(['remove', stayId, photoId]);
      records.delete(id(stayId, photoId));
    },
    async removeUnchanged({ stageId: stayId, photoId, status, version, copies }) {
      calls.push(['removeUnchanged', stayId, photoId]);
      const record = records.get(id(stayId, photoId));
      if (record?.status !== status || record.version !== version || record.copies !== copies) return false;
      records.delete(id(stayId, photoId));
      return true;
    },
    async release(stayId, sha256, photoId) {
      calls.push(['release', stayId, sha256, photoId]);
      if (hashes.get(id(stayId, sha256)) === photoId) hashes.delete(id(stayId, sha256));
    },
  };
};

/** A photo record as the API writes it when it signs an upload (before the store adds its TTL). */
export const pendingPhoto = (
  stayId: string,
  photoId: string,
  overrides: Partial<PhotoRecord> = {},
): PhotoRecord => ({
  stageId: stayId,
  photoId,
  status: 'en_attente',
  actif: 0,
  date_depose: '2026-07-01T10:00:00.000Z',
  declared_type: 'image/jpeg',
  declared_size: 1000,
  original_name: 'IMG_0001.jpg',
  version: 1,
  ...overrides,
});

/** A photo the media worker has processed (its copies in their first folder), with optional overrides. */
export const readyPhoto = (
  stayId: string,
  photoId: string,
  overrides: Partial<PhotoRecord> = {},
): PhotoRecord =>
  pendingPhoto(stayId, photoId, {
    status: 'prete',
    width: 600,
    height: 400,
    bytes: 1000,
    copies: FIRST_COPIES,
    ...overrides,
  });
