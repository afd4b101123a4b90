/**
 * The families' digest of new photos: once a day, every family of a stay with photos published since
 * its last digest (and still visible) gets one mail saying how many, with the link to the stay's
 * photos and a one-click unsubscribe for that stay. Each family's digest is claimed (a conditional
 * update) before its mail is queued, so runs that overlap or repeat never send a family two; a mail
 * that could not be queued gives its claim back, so the next run tries again. Families that
 * unsubscribed, and families without a valid address, get nothing.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import { familiesToRemind } from '#functions/domain/expiry-reminder.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import {
  digestAddress,
  digestDue,
  digestWindowStart,
  lastDayBefore,
  newPhotosFor,
  photosByStay,
} from '#functions/domain/photo-digest.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { UnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';
import type { ParticipantDirectory } from '#functions/ports/stores/participants.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { API_PREFIX, apiRoutes } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';
import { parisDate } from '#shared/paris-date.js';
import { webRoutes } from '#shared/web-routes.js';

export interface PhotoDigestDeps {
  readonly photos: Pick<PhotoStore, 'publishedSince'>;
  readonly digests: PhotoDigestStore;
  readonly stays: { get(id: string): Promise<StayRecord | undefined> };
  readonly participantDirectory: ParticipantDirectory;
  readonly mail: MailQueue;
  readonly unsubscribeTokens: Pick<UnsubscribeTokens, 'issue'>;
  readonly logger: Pick<Logger, 'info' | 'error'>;
  readonly clock: () => Date;
  /** The public address of the site, for the links in the mail. */
  readonly siteUrl: string;
  /** Days between two digests to one family, at most (1: daily). */
  readonly everyDays: number;
}

export interface DigestRun {
  /** Stays with photos published lately, visible or not. */
  readonly stays: number;
  /** Mails queued by this run. */
  readonly queued: number;
}

/** The API path of one-click unsubscription (List-Unsubscribe): a POST, the token in the query. */
export const UNSUBSCRIBE_API_PATH = `${API_PREFIX}${apiRoutes.unsubscribeDigest.path}`;

const digestMail = (
  stay: StayRecord,
  address: string,
  count: number,
  token: string,
  siteUrl: string,
): MailMessage => {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    to: [address],
    subject: messages.photoDigest.mailSubject(stay.nom_stage, count),
    text: messages.photoDigest.mailText(
      stay.nom_stage,
      count,
      `${siteUrl}${webRoutes.stayDetails(stay.id)}`,
      `${siteUrl}${webRoutes.digestUnsubscribe}${query}`,
    ),
    kind: 'photo-digest',
    stageId: stay.id,
    unsubscribeUrl: `${siteUrl}${UNSUBSCRIBE_API_PATH}${query}`,
  };
};

/** Sends one stay's digests; answers how many mails were queued. */
const digestStay = async (
  deps: PhotoDigestDeps,
  stayId: string,
  photos: readonly PhotoRecord[],
  now: Date,
): Promise<number> => {
  const stay = await deps.stays.get(stayId);
  if (!stay) return 0; // the stay was deleted: its photos go with it
  const [participants, marks] = await Promise.all([
    deps.participantDirectory.listByStay(stayId),
    deps.digests.marksOf(stayId),
  ]);
  const markOf = new Map(marks.map((mark) => [mark.address, mark]));
  const addresses = familiesToRemind(
    participants.map((participant) => participant.email),
    [],
  );
  let queued = 0;
  // One mail per family, one after another: the families never see each other's addresses, and a
  // failure leaves every other family's claim exact.
  for (const address of addresses) {
    const mark = markOf.get(digestAddress(address));
    if (!digestDue(mark, now, deps.everyDays)) continue;
    const fresh = newPhotosFor(photos, mark?.through, now);
    if (!fresh) continue;
    const claim = {
      stageId: stayId,
      address,
      day: parisDate(now),
      lastDayBefore: lastDayBefore(now, deps.everyDays),
      through: fresh.through,
      at: now,
    };
    if (!(await deps.digests.claim(claim))) continue; // unsubscribed meanwhile, or another run sent it
    try {
      const token = await deps.unsubscribeTokens.issue({ stageId: stayId, address: digestAddress(address) });
      await deps.mail.enqueue([digestMail(stay, address, fresh.count, token, deps.siteUrl)], now);
    } catch (error) {
      await deps.digests.release(claim, mark);
      throw error;
    }
    queued += 1;
  }
  return queued;
};

/**
 * One run over every stay with photos published lately. A stay that fails does not stop the others;
 * the run fails at the end so the scheduler retries it (and alarms), and the retry sends only the
 * digests still left.
 */
export const sendPhotoDigests = async (deps: PhotoDigestDeps): Promise<DigestRun> => {
  const now = deps.clock();
  const stays = photosByStay(await deps.photos.publishedSince(digestWindowStart(now)));
  let queued = 0;
  const failures: unknown[] = [];
  for (const [stayId, photos] of stays) {
    try {
      queued += await digestStay(deps, stayId, photos, now);
    } catch (error) {
      deps.logger.error('Photo digest failed for a stay', { stageId: stayId, error });
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `Photo digests failed for ${failures.length} stay(s)`);
  }
  return { stays: stays.size, queued };
};
