/**
 * When the links families already hold to a photo must stop opening it, and what the edge cache is
 * told to forget. Pure: no I/O.
 *
 * A family's link opens one photo's copies for up to two days (shared/media-links.ts). New links
 * are signed for what families may see when they ask, and never past the photo's deletion time; the
 * links out already must die when families lose sight of the photo sooner than they expire: it is
 * hidden, or given a deletion date before they expire. Its copies then move to another folder
 * (withdraw-photo-copies.ts), and the edges forget the stay's photos.
 */

import { ARCHIVES_PREFIX, PHOTOS_PREFIX, stayArchivesPrefix, stayPhotosPrefix } from '#shared/media-keys.js';
import { longestLinkSeconds } from '#shared/media-links.js';
import type { PhotoRecord } from './photo.js';

type Sight = Pick<PhotoRecord, 'status' | 'actif' | 'expires_at'>;

const published = (photo: Sight): boolean => photo.status === 'prete' && photo.actif === 1;

/** Whether a change from `before` to `after`, at `now`, leaves families' links opening too much. */
export const familyLinksOutlive = (before: Sight, after: Sight, now: Date): boolean => {
  if (!published(before)) return false;
  if (!published(after)) return true;
  const { expires_at: until } = after;
  if (until === undefined || (before.expires_at !== undefined && until >= before.expires_at)) return false;
  // A date past every link out changes nothing: they expire first.
  return until * 1000 < now.getTime() + longestLinkSeconds('day') * 1000;
};

/**
 * More stays than this in one batch and the edges forget every photo and every zip: CloudFront runs
 * at most 15 wildcard paths at once, each stay takes two, and a whole season's stays deleted together
 * would go past it.
 */
export const MAX_STAY_PATHS = 7;

/**
 * The paths the edges forget after photos of these stays were hidden or deleted: the stay's photos
 * and its zips, which may hold them.
 */
export const edgePathsOf = (stayIds: Iterable<string>): string[] => {
  const stays = [...new Set(stayIds)].sort();
  if (stays.length > MAX_STAY_PATHS) return [`/${PHOTOS_PREFIX}*`, `/${ARCHIVES_PREFIX}*`];
  return stays.flatMap((stayId) => [`/${stayPhotosPrefix(stayId)}*`, `/${stayArchivesPrefix(stayId)}*`]);
};
