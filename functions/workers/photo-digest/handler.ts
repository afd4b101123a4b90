/**
 * The photo digest Lambda's handler: run once a day by the scheduler (every minute or so by the
 * local runtime). The job is idempotent, so a repeated or overlapping run is harmless; a failed run
 * throws, and the scheduler's retries then its dead-letter queue take over.
 */
import { type DigestRun, type PhotoDigestDeps, sendPhotoDigests } from './send-digests.js';

export type PhotoDigestHandler = () => Promise<DigestRun>;

export const createPhotoDigestHandler =
  (deps: PhotoDigestDeps): PhotoDigestHandler =>
  async () => {
    const run = await sendPhotoDigests(deps);
    deps.logger.info('Photo digests queued', { ...run });
    return run;
  };
