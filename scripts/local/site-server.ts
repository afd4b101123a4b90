/**
 * The local web server: the API app under /api and the built SPA everywhere else, on one origin, with
 * the security headers CloudFront adds in the cloud and its compression of text answers; over HTTP/1.1,
 * or over HTTPS and HTTP/2 as CloudFront serves it. In dev mode Vite serves the SPA with hot reload.
 */
import { createServer, type Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { API_PREFIX } from '#shared/api-routes.js';
import { securityHeaders } from '#shared/security-headers.js';
import { isCdnMediaPath, isSiteFilePath } from '#shared/site-paths.js';
import { type CdnMediaOptions, cdnMediaHandler } from './cdn-media.js';
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
  /**
   * Serve HTTPS, HTTP/2 first (HTTP/1.1 for clients without it), as CloudFront does; plain HTTP/1.1
   * when not given. Browsers speak HTTP/2 only over TLS.
   */
  readonly tls?: { readonly key: string; readonly cert: string };
}

export interface RunningSite {
  readonly port: number;
  /** The site's handler, called in this process (no socket, no certificate). */
  fetch(request: Request): Promise<Response>;
  /** Closes the server and every connection still open (kept-alive ones and HTTP/2 sessions). */
  stop(): Promise<void>;
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
  // A missing file of the app stays missing; every other path is a page of the SPA, which shows its
  // not-found page for the unknown ones, as CloudFront's rewrite does.
  site.get('*', async (c, next) => (isSiteFilePath(c.req.path) ? c.text('Not found', 404) : next()));
  site.get('*', serveStatic({ root, path: 'index.html' }));
  return site;
};

export const startSiteServer = async (options: SiteOptions & { port: number }): Promise<RunningSite> => {
  const site = createSiteApp(options);
  const listener = getRequestListener(site.fetch);
  let server: Server | ReturnType<typeof createSecureServer>;
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
  } else if (options.tls) {
    server = createSecureServer({ ...options.tls, allowHTTP1: true }, listener);
  } else {
    server = createServer(listener);
  }
  // What `close` would wait for: a browser keeps its connections (and HTTP/2 sessions) open.
  const sockets = new Set<Socket>();
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    fetch: async (request) => site.fetch(request),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
};
