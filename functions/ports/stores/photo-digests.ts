/**
 * The photo-digests port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/photo-digests.ts; functions/composition hands the implementation to those who take it.
 */
import type { DigestMarkRecord } from '#functions/domain/photo-digest.js';

export interface DigestClaim {
  readonly stageId: string;
  readonly address: string;
  /** Paris day of this digest. */
  readonly day: string;
  /** The family's last digest must be before this Paris day (see lastDayBefore). */
  readonly lastDayBefore: string;
  readonly through: string;
  readonly at: Date;
}

export interface PhotoDigestStore {
  /** Every family's mark for the stay (addresses lower case). */
  marksOf(stayId: string): Promise<DigestMarkRecord[]>;
  /** Records this digest unless the family unsubscribed or already got one; false then. */
  claim(claim: DigestClaim): Promise<boolean>;
  /** Puts back the mark as it was before a claim whose mail could not be queued. */
  release(claim: DigestClaim, previous: DigestMarkRecord | undefined): Promise<void>;
  /** The family gets no digest of this stay any more (repeating it changes nothing). */
  unsubscribe(stayId: string, address: string, at: Date): Promise<void>;
}
