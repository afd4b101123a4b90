/**
 * Which paths of the site are files and which are pages, one rule for CloudFront and the local
 * site server. Media is served (signed) only at a path with a key under its prefix, so `/stages`
 * and `/stages/` stay pages of the app; the app's own files sit in a few top-level folders and
 * files; every other path is a page, and the app shows its not-found page for the unknown ones
 * rather than a storage error.
 */
import { CDN_MEDIA_PREFIXES } from './media-keys.js';

/** The top level of the built app (web/dist): Vite's assets folder and what web/public holds. */
export const SITE_FILE_FOLDERS = ['assets', 'images'] as const;
export const SITE_FILES = ['index.html', 'favicon.svg'] as const;

/**
 * CloudFront path patterns of the media behaviours: a prefix, then at least a folder and a name
 * (`*` matches any characters, `/` included, as in CloudFront).
 */
export const CDN_MEDIA_PATH_PATTERNS = CDN_MEDIA_PREFIXES.map((prefix) => `${prefix}*/*`);

const patternToRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^/${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
const mediaPaths = CDN_MEDIA_PATH_PATTERNS.map(patternToRegExp);

/** Whether CloudFront sends this path to the media behaviours (signed links only). */
export const isCdnMediaPath = (pathname: string): boolean => mediaPaths.some((path) => path.test(pathname));

/** Whether a path names a file of the built app; any other path is served the app's page. */
export const isSiteFilePath = (pathname: string): boolean => {
  const [, first = '', ...rest] = pathname.split('/');
  return rest.length > 0
    ? (SITE_FILE_FOLDERS as readonly string[]).includes(first)
    : (SITE_FILES as readonly string[]).includes(first);
};

/** A path the app's routes never hold: a trailing slash (`/stages/`) is another, unknown page. */
export const isStrayPagePath = (pathname: string): boolean => pathname.length > 1 && pathname.endsWith('/');
