/**
 * For the tests of one file that follow a photo's files as its record changes: a stay with its
 * tokens, and the photos stream running (what moves, hides and deletes the files), both made before
 * the first test, the stream stopped after the last.
 */
import type { StreamPoller } from '#scripts/local/stream-poller.js';
import { photoStreamPoller } from '#scripts/local/streams.js';
import { fileFixture } from './file-fixture.js';
import { type StayWithTokens, stayWithTokens } from './photo-fixtures.js';

export interface StayWithPhotoStream extends StayWithTokens {
  /** The stream's poller, for a test to wait until what it changed has been handled. */
  readonly poller: StreamPoller;
}

/** Registers the file's hooks; the fields are read inside tests, once the stay is made. */
export const stayWithPhotoStream = (): StayWithPhotoStream =>
  fileFixture(
    async () => {
      const stay = await stayWithTokens();
      return { ...stay, poller: photoStreamPoller(stay.stack.coreOf('expiry')) };
    },
    (made) => made.poller.stop(),
  );
