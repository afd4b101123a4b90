/**
 * The family gallery's first page of photos, asked for by a script written into index.html before
 * the app's code. On a phone that code takes ~0.35 s to arrive and as long again to run, and the
 * first page used to be asked for only after both: from the page's first script, it is on its way
 * meanwhile, and the app takes the answer instead of asking again (web/src/lib/early-reads.ts).
 *
 * Only the gallery does it: it is the page families open from a bookmark or the mail, and the one
 * whose first screen waits on a read. The script is inline, so it costs no request and no
 * connection of its own; the site's CSP allows it by its hash and nothing else inline
 * (security-headers.ts). It builds the same URL and headers as the API client, and gives up
 * silently on anything unexpected: the app then reads as it would without it.
 */
import { EARLY_READS_GLOBAL } from './early-reads-global.js';
import { FAMILY_PHOTOS_FIRST_PAGE } from './limits.js';
import { API_PREFIX } from './route-def.js';
import { coreRoutes } from './routes/core.js';
import { storageKeys } from './web-routes.js';

/** webRoutes.stageDetails(stageId), the stay's id still percent-encoded as in the address bar. */
const GALLERY_PATH = /^\/stage-details\/([^/]+)\/?$/;

const [listBefore, listAfter] = `${API_PREFIX}${coreRoutes.listActivePhotos.path}`.split('{stageId}');
const firstPageQuery = new URLSearchParams({ limit: String(FAMILY_PHOTOS_FIRST_PAGE) }).toString();

/**
 * The script's text, exactly as index.html carries it (the CSP hash is taken over these bytes).
 * Plain ES5 for any browser that reaches the page; the token is read as the API client reads it for
 * a route open to families and administrators (the family's first, else the administrator's).
 */
export const EARLY_READS_SCRIPT = `(function () {
  try {
    var match = ${GALLERY_PATH.toString()}.exec(location.pathname);
    var token = match && (localStorage.getItem(${JSON.stringify(storageKeys.token)}) || localStorage.getItem(${JSON.stringify(storageKeys.adminToken)}));
    if (!token) return;
    var url = ${JSON.stringify(listBefore)} + encodeURIComponent(decodeURIComponent(match[1])) + ${JSON.stringify(`${listAfter ?? ''}?${firstPageQuery}`)};
    var authorization = "Bearer " + token;
    var response = fetch(url, { headers: { Accept: "application/json", Authorization: authorization } });
    // Handled by the app when it takes the answer; a page that never does logs no error.
    response.catch(function () {});
    var reads = {};
    reads[url] = { authorization: authorization, response: response };
    window[${JSON.stringify(EARLY_READS_GLOBAL)}] = reads;
  } catch (error) {}
})();`;
