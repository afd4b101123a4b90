/** The upload-batches store in memory, with the table's conditional writes. */

import type { BatchEnd } from '#functions/domain/upload-batch.js';
import type { UploadBatchStore } from '#functions/ports/stores/upload-batches.js';

export interface BatchItem {
  last_photo_at?: string;
  claimed_for?: string;
  claimed_until?: number;
  announced_for?: string;
}

export interface InMemoryUploadBatchStore extends UploadBatchStore {
  /** `stageId|uploader` → item. */
  readonly items: Map<string, BatchItem>;
}

export const inMemoryUploadBatchStore = (): InMemoryUploadBatchStore => {
  const items = new Map<string, BatchItem>();
  const key = (end: BatchEnd) => `${end.stageId}|${end.uploader}`;
  return {
    items,
    async touch(end) {
      const item = items.get(key(end)) ?? {};
      if (item.last_photo_at !== undefined && !(item.last_photo_at < end.at)) return false;
      items.set(key(end), { ...item, last_photo_at: end.at });
      return true;
    },
    async claim(end, now, until) {
      const item = items.get(key(end));
      if (!item || item.last_photo_at !== end.at || item.announced_for === end.at) return false;
      const held =
        item.claimed_until !== undefined &&
        item.claimed_for === end.at &&
        item.claimed_until >= now.getTime();
      if (held) return false;
      items.set(key(end), { ...item, claimed_for: end.at, claimed_until: until.getTime() });
      return true;
    },
    async finish(end) {
      const item = items.get(key(end));
      if (item?.claimed_for !== end.at) return;
      const { claimed_for: _for, claimed_until: _until, ...rest } = item;
      items.set(key(end), { ...rest, announced_for: end.at });
    },
    async release(end) {
      const item = items.get(key(end));
      if (item?.claimed_for !== end.at) return;
      const { claimed_for: _for, claimed_until: _until, ...rest } = item;
      items.set(key(end), rest);
    },
  };
};
