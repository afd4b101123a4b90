/**
 * Vite build of the single-page app: `npm run build:web` writes web/dist, which the local runtime and
 * CloudFront serve. The dev server proxies /api to the local runtime.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { EARLY_READS_SCRIPT } from '../shared/early-reads';
import { faceModelAssets } from './scripts/face-model-assets';
import { routePreloads } from './scripts/route-preloads';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the family's gallery loads after the entry (see the chunk group below). Not the grid's
 * geometry and the choice of a tile's copy: the first page's read, in the entry, uses them to fetch
 * the first row's thumbnails (first-row.ts).
 */
const GALLERY_MODULES =
  /web\/src\/(features\/stay-photos\/((pages\/stay-photos-page|components)\/|lib\/(?!(first-row|grid-layout|tile-sources)\.))|lib\/(archive\/|dates|save-file|poll-query|poll|backoff|feedback|shown-thumbnails|photo-images|share-files)|components\/(archive-progress|notice|lazy-photo-lightbox|load-failed))|node_modules\/thumbhash\//;

/** See the `first-screen` group below. */
const FIRST_SCREEN_MODULES =
  /(shared\/(limits|face-crops)|web\/src\/(lib\/retry|components\/french-spacing))\.ts/;

/**
 * Writes the early-reads script into index.html, before the title: ahead of the stylesheet, which
 * would hold an inline script until it arrived, and after the charset, which must come first.
 */
const earlyReads = (): Plugin => ({
  name: 'early-reads',
  transformIndexHtml(html) {
    if (!html.includes('<title>')) throw new Error('index.html has no <title> to put the early reads before');
    return html.replace('<title>', () => `<script>${EARLY_READS_SCRIPT}</script>\n    <title>`);
  },
});

export default defineConfig({
  root,
  plugins: [react(), earlyReads(), routePreloads(), faceModelAssets()],
  // The face worker is a module worker (see the child finder's engine); its code is split like the page's.
  worker: { format: 'es' },
  resolve: {
    // zod without string evaluation, set before any schema is built (see the module's comment).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Inlined assets would be data: URLs; keep every asset a file so the CSP stays simple.
    assetsInlineLimit: 0,
    modulePreload: {
      /**
       * The child finder is opened from the gallery, whose page already loaded the files it shares
       * with it: its import preloads only its own (Vite adds the stylesheets itself), not two dozen
       * names that cost the gallery's first page bytes against its budget.
       */
      resolveDependencies: (file, deps) =>
        file.includes('face-finder-panel') ? deps.filter((dep) => dep.includes('face-finder')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules it names, not what they import: the entry keeps React, the
          // router, the public texts and the API client.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The family's gallery page and the small modules it shares with other pages, as one
              // file: split, they were eight requests that a phone's browser queued behind its six
              // connections to the site (HTTP/1.1, as the local runtime serves it), ahead of the
              // photo list. The page's loader stays in the entry; the viewer stays apart, loaded when
              // the page is idle.
              name: 'gallery',
              test: GALLERY_MODULES,
            },
            {
              // Small modules that every page's first screen imports, each once under a kilobyte:
              // apart, each was a file sent uncompressed (CDNs leave files that small as they are);
              // together they compress as one. Only the project's own leaves: React's and React
              // Query's modules grouped here ran before the entry had defined React, and the page
              // broke ("is not a constructor").
              name: 'first-screen',
              test: FIRST_SCREEN_MODULES,
            },
            {
              // React Query's hooks of the first screen, small files apart, as one file of their own
              // (with React's modules, which the entry defines, they must not be grouped).
              name: 'query-hooks',
              test: /node_modules\/@tanstack\/react-query\/build\/modern\/(useQuery|useInfiniteQuery|useBaseQuery|QueryClientProvider)\.js/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
