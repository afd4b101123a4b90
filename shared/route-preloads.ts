/**
 * The current page's own files, asked for by a script written into index.html beside the entry's.
 * A page loaded on demand asked for its files only once the entry had arrived and run (~0.8 s on a
 * phone), then in waves, each file revealing the next, on the six connections a phone's browser
 * opens to the site over HTTP/1.1: the deposit page's form waited ~1.2 s more for them. Listed in the
 * page, they come while the entry does.
 *
 * Which files a page needs is known only once the app is built: the build writes them into a JSON
 * block (not run, so outside the CSP), and this script, the same text in every build, reads it. The
 * site's CSP allows the script by its hash (security-headers.ts). A page's scripts are preloaded as
 * modules and its stylesheets fetched, not applied: the app applies them when it opens the page, as
 * it would without this script, which gives up silently on anything unexpected.
 */

/** The id of the JSON block: `[[path, [file, …]], …]`, a path as the router writes it (`/doc-stage/:stageId`). */
export const ROUTE_FILES_ID = 'route-files';

/**
 * The script's text, exactly as index.html carries it (the CSP hash is taken over these bytes).
 * Plain ES5 for any browser that reaches the page. A path matches segment by segment, case
 * included, a `:name` segment standing for any one segment; a trailing slash is allowed, as the
 * router allows it.
 */
export const ROUTE_PRELOADS_SCRIPT = `(function () {
  try {
    var block = document.getElementById(${JSON.stringify(ROUTE_FILES_ID)});
    if (!block) return;
    var routes = JSON.parse(block.textContent);
    var segments = location.pathname.replace(/\\/$/, "").split("/");
    for (var i = 0; i < routes.length; i++) {
      var pattern = routes[i][0].split("/");
      if (pattern.length !== segments.length) continue;
      var same = true;
      for (var s = 0; s < pattern.length && same; s++)
        same = pattern[s].charAt(0) === ":" ? segments[s] !== "" : pattern[s] === segments[s];
      if (!same) continue;
      var files = routes[i][1];
      for (var f = 0; f < files.length; f++) {
        var link = document.createElement("link");
        var style = /\\.css$/.test(files[f]);
        link.rel = style ? "preload" : "modulepreload";
        if (style) link.as = "style";
        link.crossOrigin = "";
        link.href = files[f];
        document.head.appendChild(link);
      }
      return;
    }
  } catch (error) {}
})();`;
