/**
 * The end of a batch as a page announces it. The server announces every trainer's batch itself once
 * it has been quiet (announce-batch.ts) and today's pages no longer call this; it stays for pages
 * loaded before that, and answers as it did: one mail to the administrators for what arrived. The
 * stay's recent photos that the media worker accepted and no mail has counted yet are each marked by
 * a conditional write, so calling twice (or two trainers at once) never counts a photo twice and a
 * call with nothing new sends nothing. The browser's count is not used. A photo still being
 * processed is left for the next batch mail.
 */

import pLimit from 'p-limit';
import type { z } from 'zod';
import type { Config } from '#functions/config.js';
import type { MailQueue } from '#functions/ports/mail-queue.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { completeUploadsResponseSchema } from '#shared/director-schemas.js';
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import { uploadNotification } from './announce-batch.js';

export interface CompleteUploadsDeps extends RequireStayDeps {
  readonly photos: Pick<PhotoStore, 'listByStay' | 'markAnnounced'>;
  readonly mail: Pick<MailQueue, 'enqueue'>;
  readonly config: Pick<Config, 'siteUrl' | 'adminNotifyEmail'>;
  readonly clock: () => Date;
}

/** Marks in parallel, but not hundreds at once against one table. */
const WRITE_CONCURRENCY = 8;

export const completeUploads = async (
  deps: CompleteUploadsDeps,
  stayId: string,
): Promise<z.infer<typeof completeUploadsResponseSchema>> => {
  const stay = await requireStay(deps, stayId);
  const now = deps.clock();
  // A batch is at most as old as the time a signed upload may take to arrive.
  const since = new Date(now.getTime() - PENDING_UPLOAD_TTL_SECONDS * 1000).toISOString();
  const candidates = (await deps.photos.listByStay(stay.id)).filter(
    (photo) => photo.status === 'prete' && photo.announced_at === undefined && photo.date_depose >= since,
  );
  const limit = pLimit(WRITE_CONCURRENCY);
  const marked = await Promise.all(
    candidates.map((photo) =>
      limit(() => deps.photos.markAnnounced(stay.id, photo.photoId, now.toISOString())),
    ),
  );
  const count = marked.filter(Boolean).length;
  if (count === 0) return { message: messages.trainer.uploadsCompleted };
  const [mailId] = await deps.mail.enqueue([uploadNotification(stay, count, deps.config)], now);
  if (!mailId) throw new Error('The mail queue answered no id');
  return { message: messages.trainer.uploadsCompleted, mailId };
};
