/** The photo-digests store in memory, with the table's claim rule (a conditional update). */

import { type DigestMarkRecord, digestAddress } from '#functions/domain/photo-digest.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';

export interface InMemoryPhotoDigestStore extends PhotoDigestStore {
  /** `stageId|address` (lower case) → mark. */
  readonly marks: Map<string, DigestMarkRecord>;
}

export const inMemoryPhotoDigestStore = (): InMemoryPhotoDigestStore => {
  const marks = new Map<string, DigestMarkRecord>();
  const key = (stayId: string, address: string) => `${stayId}|${digestAddress(address)}`;
  return {
    marks,
    async marksOf(stayId) {
      return [...marks.values()].filter((mark) => mark.stageId === stayId);
    },
    async claim({ stageId: stayId, address, day, lastDayBefore, through, at }) {
      const mark = marks.get(key(stayId, address));
      if (mark?.unsubscribed_at !== undefined) return false;
      if (mark?.last_day !== undefined && !(mark.last_day < lastDayBefore)) return false;
      marks.set(key(stayId, address), {
        ...mark,
        stageId: stayId,
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
    async unsubscribe(stayId, address, at) {
      const mark = marks.get(key(stayId, address));
      marks.set(key(stayId, address), {
        stageId: stayId,
        address: digestAddress(address),
        ...mark,
        unsubscribed_at: mark?.unsubscribed_at ?? at.toISOString(),
      });
    },
  };
};
