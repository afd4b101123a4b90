/**
 * The local web server: the API app under /api and the built SPA everywhere else, on one origin, with
 * the security headers CloudFront adds in the cloud and its compression of text answers. In dev mode
 * Vite serves the SPA with hot reload.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { API_PREFIX } from '../../shared/api-routes.js';
import { securityHeaders } from '../../shared/security-headers.js';
import { type CdnMediaOptions, cdnMediaHandler, isCdnMediaPath } from './cdn-media.js';
import { compressLikeCloudFront } from './compression.js';

const projectRoot = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(projectRoot, 'web', 'dist');

export interface SiteOptions {
  readonly api: Hono;
  readonly mediaOrigins: readonly string[];
  /** Serve the SPA through Vite's dev server (hot reload) instead of web/dist. */
  readonly dev: boolean;
  /** Folder of the built SPA; web/dist unless said. */
  readonly webRoot?: string;
  /** The media paths, served on signed URLs only, as CloudFront's media behaviours do. */
  readonly media?: CdnMediaOptions;
}

const isApiPath = (pathname: string): boolean =>
  pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

/** The production site: API, static files, SPA fallback, security headers on every answer. */
export const createSiteApp = ({
  api,
  mediaOrigins,
  webRoot = WEB_DIST,
  media,
}: Pick<SiteOptions, 'api' | 'mediaOrigins' | 'webRoot' | 'media'>): Hono => {
  const headers = securityHeaders({ mediaOrigins });
  // serveStatic resolves its root from the working directory.
  const root = path.relative(process.cwd(), webRoot) || '.';
  const site = new Hono();
  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (!isApiPath(c.req.path) && !isCdnMediaPath(c.req.path) && c.res.ok) {
      // Asset names carry a content hash: browsers keep them for good and revalidate the page.
      const immutable = c.req.path.startsWith('/assets/');
      c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // Inside the headers step: the compressed answer gets them too. API answers are never kept.
  site.use('*', compressLikeCloudFront({ cacheable: (c) => !isApiPath(c.req.path) }));
  // Media keeps its own Cache-Control (immutable versioned keys); JPEG and zip are never compressed.
  if (media) {
    const serveMedia = cdnMediaHandler(media);
    site.on(['GET', 'HEAD'], '*', (c, next) => (isCdnMediaPath(c.req.path) ? serveMedia(c) : next()));
  }
  site.all(`${API_PREFIX}/*`, (c) => api.fetch(c.req.raw, c.env));
  site.all(API_PREFIX, (c) => api.fetch(c.req.raw, c.env));
  site.use('*', serveStatic({ root }));
  // A missing file stays missing; every other path is a route of the SPA (its not-found page included).
  site.get('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : next()));
  site.get('*', serveStatic({ root, path: 'index.html' }));
  return site;
};

export const startSiteServer = async (options: SiteOptions & { port: number }): Promise<Server> => {
  const site = createSiteApp(options);
  const listener = getRequestListener(site.fetch);
  let server: Server;
  if (options.dev) {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: path.join(projectRoot, 'web', 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: options.port + 10_000 } },
      appType: 'spa',
    });
    server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://local').pathname;
      if (isApiPath(pathname) || isCdnMediaPath(pathname)) return void listener(request, response);
      vite.middlewares(request, response);
    });
    server.on('close', () => void vite.close());
  } else {
    server = createServer(listener);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return server;
};
