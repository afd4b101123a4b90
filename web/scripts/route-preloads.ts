/**
 * Vite plugin: writes into index.html, after the entry's own preloads, each page's files (its
 * scripts and stylesheets, those the entry does not load already) and the script that asks for the
 * current page's (shared/route-preloads.ts). Pages the router loads on demand are listed here by
 * their path; the build fails when the router loads a page this table does not list, or the table
 * names a module the router does not load, so the two cannot drift apart.
 */
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FILES_ID, ROUTE_PRELOADS_SCRIPT } from '#shared/route-preloads';
import { webRoutes } from '#shared/web-routes';

/** Router path → the page module it loads, under web/src, without its extension. */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  [webRoutes.stages]: 'features/stays/pages/stays-page',
  '/stage-details/:stageId': 'features/stay-photos/pages/stay-photos-page',
  '/photos-modify/:stageId': 'features/photo-admin/pages/photos-modify-page',
  [webRoutes.login]: 'features/auth/pages/login-page',
  [webRoutes.directorHome]: 'features/director/pages/director-home-page',
  '/doc-stage/:stageId': 'features/director/pages/photo-deposit-page',
  '/identite/:stageId': 'features/director/pages/photo-contact-page',
  '/stagiaire/:stageId': 'features/director/pages/participants-page',
  [webRoutes.sharedDocuments]: 'features/collab/pages/shared-documents-page',
  '/doc-details/:folderName': 'features/collab/pages/folder-page',
  [webRoutes.booklets]: 'features/collab/pages/booklets-page',
  '/evaluation/:stageId': 'features/collab/pages/evaluation-page',
  '/doc-stagiaire/:stageId': 'features/collab/pages/stay-documents-page',
  [webRoutes.digestUnsubscribe]: 'features/digest/pages/unsubscribe-page',
  [webRoutes.legalNotice]: 'features/legal/pages/legal-notice-page',
  [webRoutes.privacyPolicy]: 'features/legal/pages/privacy-policy-page',
  [webRoutes.photoPolicy]: 'features/legal/pages/photo-policy-page',
  [webRoutes.adminLogin]: 'features/admin/pages/admin-login-page',
  [webRoutes.adminPortal]: 'app/admin-portal-route',
  '/stage-modify/:stageId': 'features/admin/pages/stay-modify-page',
};

/** Loaded on demand for any other path: nothing to match it by. */
const UNLISTED_PAGES = ['features/not-found/pages/not-found-page'];

const ROUTER_MODULE = /\/web\/src\/app\/router\.tsx$/;

/** The module under web/src, without its extension: 'features/…/stays-page'. */
const sourceName = (id: string): string | undefined => /\/web\/src\/(.+)\.tsx?$/.exec(id)?.[1];

/** The chunk's file and every file it imports without waiting, scripts and stylesheets. */
const filesOf = (bundle: Rolldown.OutputBundle, file: string, seen = new Set<string>()): Set<string> => {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) filesOf(bundle, imported, seen);
  return seen;
};

/** The JSON block's content: `<` escaped, so that no file name can close the element. */
const routeFilesJson = (routes: [string, string[]][]): string =>
  JSON.stringify(routes).replaceAll('<', '\\u003c');

export const routePreloads = (): Plugin => {
  let routerImports: string[] | undefined;
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    moduleParsed(info) {
      if (ROUTER_MODULE.test(info.id))
        routerImports = info.dynamicallyImportedIds.map((id) => sourceName(id) ?? id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) throw new Error('route-preloads: the build gave index.html no bundle');
        const listed = new Set([...Object.values(ROUTE_PAGES), ...UNLISTED_PAGES]);
        const loaded = new Set(routerImports ?? []);
        const drift = [...listed]
          .filter((page) => !loaded.has(page))
          .concat([...loaded].filter((page) => !listed.has(page)));
        if (drift.length > 0)
          throw new Error(`route-preloads: the router and ROUTE_PAGES differ on ${drift.join(', ')}`);
        const entryFiles = filesOf(bundle, entry.fileName);
        const routes = Object.entries(ROUTE_PAGES).map(([path, page]): [string, string[]] => {
          const file = entry.dynamicImports.find((name) => {
            const chunk = bundle[name];
            return (
              chunk?.type === 'chunk' && chunk.facadeModuleId && sourceName(chunk.facadeModuleId) === page
            );
          });
          if (!file) throw new Error(`route-preloads: no chunk of its own for ${page}`);
          const files = [...filesOf(bundle, file)].filter((name) => !entryFiles.has(name));
          return [path, files.map((name) => `${base}${name}`)];
        });
        const tags =
          `<script type="application/json" id="${ROUTE_FILES_ID}">${routeFilesJson(routes)}</script>\n    ` +
          `<script>${ROUTE_PRELOADS_SCRIPT}</script>\n    `;
        // Before the first stylesheet: an inline script after it would wait for it to arrive.
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        if (at < 0) throw new Error('index.html has no </head> to put the route preloads before');
        return `${html.slice(0, at)}${tags}${html.slice(at)}`;
      },
    },
  };
};
