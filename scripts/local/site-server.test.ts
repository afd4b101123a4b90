import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '#shared/security-headers.js';
import { makeLocalCertificate } from './local-tls.js';
import { createSiteApp, startSiteServer } from './site-server.js';

describe('local site server', () => {
  let site: Hono;
  let api: Hono;
  let webRoot: string;
  const mediaOrigins = ['http://localhost:4566'];
  /** Big enough to be compressed (CloudFront leaves answers under 1,000 bytes alone). */
  const bundle = `${'export const texte = "Les photos du séjour";\n'.repeat(400)}console.log(1)`;
  const photoList = Array.from({ length: 50 }, (_, index) => ({
    id: `photo-${index}`,
    thumbUrl: `http://localhost:4566/photos/${index}/thumb.jpg?X-Amz-Signature=${index}`,
  }));

  beforeAll(async () => {
    // Prepare: a tiny built SPA and an API that answers a few routes.
    webRoot = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(webRoot, 'assets'));
    await mkdir(path.join(webRoot, 'images'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>spa</title>');
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'assets', 'index-def456.js'), bundle);
    // Random bytes: what a JPEG looks like to a compressor.
    await writeFile(path.join(webRoot, 'images', 'slide-1.jpg'), randomBytes(4000));
    api = new Hono();
    api.get('/api/ping', (c) => c.json({ ok: true }));
    api.get('/api/photos', (c) => c.json(photoList));
    api.notFound((c) => c.json({ message: 'introuvable' }, 404));
    site = createSiteApp({ api, mediaOrigins, webRoot });
  });

  const asking = (encoding: string) => ({ headers: { 'Accept-Encoding': encoding } });

  it('sends the CloudFront security headers on pages and API answers alike', async () => {
    for (const pathname of ['/', '/stages', '/api/ping']) {
      const answer = await site.request(pathname);
      for (const [name, value] of Object.entries(securityHeaders({ mediaOrigins }))) {
        expect(answer.headers.get(name), `${pathname} ${name}`).toBe(value);
      }
    }
  });

  it('serves the SPA for its routes and keeps API 404s as JSON', async () => {
    const page = await site.request('/stage-details/abc');
    const missing = await site.request('/api/nope');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>spa</title>');
    expect(missing.status).toBe(404);
    expect((await site.request('/assets/missing-123.js')).status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'introuvable' });
  });

  it('lets browsers keep hashed assets for good, and revalidate the page', async () => {
    const asset = await site.request('/assets/app-abc123.js');
    const page = await site.request('/');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a static file in brotli to a browser that asks for it, and the same bytes once decoded', async () => {
    // Act
    const answer = await site.request('/assets/index-def456.js', asking('gzip, deflate, br, zstd'));
    // Assess
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const wire = Buffer.from(await answer.arrayBuffer());
    expect(wire.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(wire).toString()).toBe(bundle);
  });

  it('sends gzip to a browser without brotli, and plain bytes to one that asks for neither', async () => {
    const gzipped = await site.request('/assets/index-def456.js', asking('gzip, deflate'));
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(bundle);

    const plain = await site.request('/assets/index-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Plain, but it could have been otherwise: caches must keep the two apart.
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bundle);
  });

  it("compresses the API's JSON answers too, with the security headers", async () => {
    // Act
    const answer = await site.request('/api/photos', asking('br'));
    // Assess
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    expect(answer.headers.get('content-security-policy')).toBe(
      securityHeaders({ mediaOrigins })['Content-Security-Policy'],
    );
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString())).toEqual(
      photoList,
    );
  });

  it('leaves images and answers under 1,000 bytes untouched', async () => {
    const image = await site.request('/images/slide-1.jpg', asking('br'));
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect(Buffer.from(await image.arrayBuffer())).toEqual(
      await readFile(path.join(webRoot, 'images', 'slide-1.jpg')),
    );
    const small = await site.request('/api/ping', asking('br'));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('puts the brotli bytes on the wire of the running server', async () => {
    // Prepare: the server as `npm start` runs it, read with node:http (which never decodes bodies).
    const server = await startSiteServer({ api, mediaOrigins, webRoot, dev: false, port: 0 });
    const { port } = server;
    try {
      // Act
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          get(
            {
              host: '127.0.0.1',
              port,
              path: '/assets/index-def456.js',
              headers: { 'accept-encoding': 'br' },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
              response.on('error', reject);
            },
          ).on('error', reject);
        },
      );
      // Assess
      expect(headers['content-encoding']).toBe('br');
      expect(headers['content-length']).toBe(String(body.length));
      expect(brotliDecompressSync(body).toString()).toBe(bundle);
    } finally {
      await server.stop();
    }
  });

  it('serves HTTP/2 over TLS, compressed, when given a certificate', async () => {
    // Prepare: the server as the measurements run it, and a client that trusts its certificate only.
    const tls = await makeLocalCertificate();
    const server = await startSiteServer({ api, mediaOrigins, webRoot, dev: false, port: 0, tls });
    const session = connect(`https://localhost:${server.port}`, { ca: tls.cert });
    try {
      // Act: two requests at once on the one connection.
      const fetch2 = (pathname: string) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          const stream = session.request({ ':path': pathname, 'accept-encoding': 'br' });
          let headers: Record<string, unknown> = {};
          const chunks: Buffer[] = [];
          stream.on('response', (received) => {
            headers = received;
          });
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
          stream.on('error', reject);
        });
      const [script, ping] = await Promise.all([fetch2('/assets/index-def456.js'), fetch2('/api/ping')]);
      // Assess
      expect(session.alpnProtocol).toBe('h2');
      expect(script.headers[':status']).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(script.body).toString()).toBe(bundle);
      expect(JSON.parse(ping.body.toString())).toEqual({ ok: true });
    } finally {
      session.close();
      await server.stop();
    }
  });

  it('builds a CSP that allows media only from the media origin', () => {
    const csp = securityHeaders({ mediaOrigins })['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:4566");
    expect(csp).toContain("script-src 'self'");
  });

  it("lets the face model's wasm compile, and still no string evaluation", () => {
    const csp = securityHeaders({ mediaOrigins })['Content-Security-Policy'];
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toContain("'unsafe-eval'");
  });
});
