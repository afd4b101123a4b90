/**
 * The first read a page's first screen waits on, asked for by a script written into index.html
 * before the app's code. On a phone that code takes ~0.35 s to arrive and as long again to run, and
 * the read used to be asked for only after both (after the page's own code too, for a page loaded on
 * demand): from the page's first script, it is on its way meanwhile, and the app takes the answer
 * instead of asking again (web/src/lib/early-reads.ts).
 *
 * Two pages do it, those opened from a bookmark or a mail on a phone whose first screen waits on the
 * server: the family gallery (its first page of photos) and the director's deposit page (the stay,
 * which its form waits for; its photo list is asked for after the stay, as the page does). The
 * script is inline, so it costs no request and no connection of its own; the site's CSP allows it by
 * its hash, as it allows the script that asks for the page's files (route-preloads.ts), and nothing
 * else inline (security-headers.ts). It builds the same URLs and headers as the
 * API client, and gives up silently on anything unexpected: the app then reads as it would without
 * it.
 */
import { EARLY_READS_GLOBAL } from './early-reads-global.js';
import { FAMILY_PHOTOS_FIRST_PAGE } from './limits.js';
import { API_PREFIX } from './route-def.js';
import { coreRoutes } from './routes/core.js';
import { storageKeys } from './web-routes.js';

/** A page's early read: its address, the API path around the stay's id, and the tokens it may carry. */
interface EarlyReadOf {
  /** The page's path, the stay's id still percent-encoded as in the address bar. */
  readonly page: RegExp;
  readonly before: string;
  /** After the id: the rest of the path and the query. */
  readonly after: string;
  /** Storage keys of the tokens, in the API client's order for the route's access. */
  readonly tokens: readonly string[];
}

const apiPath = (path: string, query = ''): [string, string] => {
  const [before = '', after = ''] = `${API_PREFIX}${path}`.split('{stageId}');
  return [before, `${after}${query}`];
};

const [galleryBefore, galleryAfter] = apiPath(
  coreRoutes.listActivePhotos.path,
  `?${new URLSearchParams({ limit: String(FAMILY_PHOTOS_FIRST_PAGE) }).toString()}`,
);
const [stayBefore, stayAfter] = apiPath(coreRoutes.getStage.path);

const READS: readonly EarlyReadOf[] = [
  // webRoutes.stageDetails(stageId): open to families and administrators (the family's token first).
  {
    page: /^\/stage-details\/([^/]+)\/?$/,
    before: galleryBefore,
    after: galleryAfter,
    tokens: [storageKeys.token, storageKeys.adminToken],
  },
  // webRoutes.photoDeposit(stageId): the director's own token only.
  { page: /^\/doc-stage\/([^/]+)\/?$/, before: stayBefore, after: stayAfter, tokens: [storageKeys.token] },
];

const readsText = READS.map(
  (read) =>
    `[${read.page.toString()}, ${JSON.stringify(read.before)}, ${JSON.stringify(read.after)}, ${JSON.stringify(read.tokens)}]`,
).join(',\n      ');

/**
 * The script's text, exactly as index.html carries it (the CSP hash is taken over these bytes).
 * Plain ES5 for any browser that reaches the page; the first page whose address matches is read.
 */
export const EARLY_READS_SCRIPT = `(function () {
  try {
    var pages = [
      ${readsText}
    ];
    for (var i = 0; i < pages.length; i++) {
      var match = pages[i][0].exec(location.pathname);
      if (!match) continue;
      var token = null;
      for (var t = 0; t < pages[i][3].length && !token; t++) token = localStorage.getItem(pages[i][3][t]);
      if (!token) return;
      var url = pages[i][1] + encodeURIComponent(decodeURIComponent(match[1])) + pages[i][2];
      var authorization = "Bearer " + token;
      var response = fetch(url, { headers: { Accept: "application/json", Authorization: authorization } });
      // Handled by the app when it takes the answer; a page that never does logs no error.
      response.catch(function () {});
      var reads = {};
      reads[url] = { authorization: authorization, response: response };
      window[${JSON.stringify(EARLY_READS_GLOBAL)}] = reads;
      return;
    }
  } catch (error) {}
})();`;
