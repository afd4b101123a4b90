/** The photo-digests store in memory, with the table's claim rule (a conditional update). */

import { type DigestMarkRecord, digestAddress } from '#functions/domain/photo-digest.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';

export interface InMemoryPhotoDigestStore extends PhotoDigestStore {
  /** `stageId|address` (lower case) → mark. */
  readonly marks: Map<string, DigestMarkRecord>;
}

export const inMemoryPhotoDigestStore = (): InMemoryPhotoDigestStore => {
  const marks = new Map<string, DigestMarkRecord>();
  const key = (stageId: string, address: string) => `${stageId}|${digestAddress(address)}`;
  return {
    marks,
    async marksOf(stageId) {
      return [...marks.values()].filter((mark) => mark.stageId === stageId);
    },
    async claim({ stageId, address, day, lastDayBefore, through, at }) {
      const mark = marks.get(key(stageId, address));
      if (mark?.unsubscribed_at !== undefined) return false;
      if (mark?.last_day !== undefined && !(mark.last_day < lastDayBefore)) return false;
      marks.set(key(stageId, address), {
        ...mark,
        stageId,
        address: digestAddress(address),
        last_day: day,
        through,
        digested_at: at.toISOString(),
      });
      return true;
    },
    async release(claim, previous) {
      const mark = marks.get(key(claim.stageId, claim.address));
      if (mark?.last_day !== claim.day || mark.digested_at !== claim.at.toISOString()) return;
      marks.set(key(claim.stageId, claim.address), {
        ...mark,
        last_day: previous?.last_day,
        through: previous?.through,
        digested_at: previous?.digested_at,
      });
    },
    async unsubscribe(stageId, address, at) {
      const mark = marks.get(key(stageId, address));
      marks.set(key(stageId, address), {
        stageId,
        address: digestAddress(address),
        ...mark,
        unsubscribed_at: mark?.unsubscribed_at ?? at.toISOString(),
      });
    },
  };
};
