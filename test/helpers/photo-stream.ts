/**
 * For the tests of one file that follow a photo's files as its record changes: a stay with its
 * tokens, and the photos stream running (what moves, hides and deletes the files), both made before
 * the first test, the stream stopped after the last.
 */
import { afterAll, beforeAll } from 'vitest';
import type { StreamPoller } from '#scripts/local/stream-poller.js';
import { photoStreamPoller } from '#scripts/local/streams.js';
import { type StayWithTokens, stayWithTokens } from './photo-fixtures.js';

export interface StayWithPhotoStream extends StayWithTokens {
  /** The stream's poller, for a test to wait until what it changed has been handled. */
  readonly poller: StreamPoller;
}

/** Registers the file's hooks; the fields are read inside tests, once the stay is made. */
export const stayWithPhotoStream = (): StayWithPhotoStream => {
  let made: StayWithPhotoStream | undefined;

  beforeAll(async () => {
    const stay = await stayWithTokens();
    made = { ...stay, poller: photoStreamPoller(stay.stack.coreOf('expiry')) };
  });
  afterAll(() => made?.poller.stop());

  const current = (): StayWithPhotoStream => {
    if (!made) throw new Error('The stay is made before the first test: read it inside a test.');
    return made;
  };
  return {
    get stack() {
      return current().stack;
    },
    get stage() {
      return current().stage;
    },
    get admin() {
      return current().admin;
    },
    get family() {
      return current().family;
    },
    get poller() {
      return current().poller;
    },
  };
};
