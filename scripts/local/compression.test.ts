import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressBytes, compressLikeCloudFront, isCompressible, negotiateEncoding } from './compression.js';

describe('choosing the encoding', () => {
  it('prefers brotli, falls back to gzip, and sends plain bytes otherwise', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('honours q-values: q=0 refuses a coding, * stands for the ones not named', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0.8')).toBe('br');
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'text/css; charset=utf-8',
      'text/html; charset=utf-8',
      'application/json',
      'application/manifest+json',
      'application/problem+json',
      'image/svg+xml; charset=utf-8',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/jpeg', 'image/webp', 'application/zip', 'font/woff2', 'application/pdf', null])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});

describe('compression middleware', () => {
  const script = 'export const greeting = "bonjour";\n'.repeat(200);

  const appCounting = () => {
    const calls: string[] = [];
    const app = new Hono();
    app.use(
      '*',
      compressLikeCloudFront({
        cacheable: (c) => !c.req.path.startsWith('/api'),
        compress: (bytes, encoding, level) => {
          calls.push(`${encoding}:${level}`);
          return compressBytes(bytes, encoding, level);
        },
      }),
    );
    app.get('/app.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
    app.get('/api/list', (c) => c.json({ items: script }));
    return { app, calls };
  };

  it('compresses a static file once and keeps the copy, at the highest level', async () => {
    // Prepare
    const { app, calls } = appCounting();
    const asks = { headers: { 'Accept-Encoding': 'br' } };
    // Act
    const first = await app.request('/app.js', asks);
    const second = await app.request('/app.js', asks);
    // Assess
    expect(calls).toEqual(['br:max']);
    for (const answer of [first, second]) {
      expect(answer.headers.get('content-encoding')).toBe('br');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get('content-length')).toBe(String(bytes.length));
      expect(brotliDecompressSync(bytes).toString()).toBe(script);
    }
  });

  it('compresses every API answer afresh, at a fast level', async () => {
    const { app, calls } = appCounting();
    const asks = { headers: { 'Accept-Encoding': 'gzip' } };
    await app.request('/api/list', asks);
    await app.request('/api/list', asks);
    expect(calls).toEqual(['gzip:fast', 'gzip:fast']);
  });

  it('turns a strong ETag weak on a compressed answer, keeps other headers', async () => {
    // Prepare
    const app = new Hono();
    app.use('*', compressLikeCloudFront({ cacheable: () => true }));
    app.get('/data.json', (c) =>
      c.body(JSON.stringify({ text: script }), 200, {
        'Content-Type': 'application/json',
        ETag: '"abc"',
        Vary: 'Origin',
      }),
    );
    // Act
    const answer = await app.request('/data.json', { headers: { 'Accept-Encoding': 'gzip' } });
    // Assess
    expect(answer.headers.get('etag')).toBe('W/"abc"');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('leaves a no-transform answer and a HEAD request alone', async () => {
    const app = new Hono();
    app.use('*', compressLikeCloudFront({ cacheable: () => true }));
    app.get('/raw.txt', (c) =>
      c.body(script, 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' }),
    );
    const raw = await app.request('/raw.txt', { headers: { 'Accept-Encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(script);
    const head = await app.request('/raw.txt', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
