import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../shared/security-headers.js';
import { createSiteApp } from './site-server.js';

describe('local site server', () => {
  let site: Hono;
  const mediaOrigins = ['http://localhost:4566'];

  beforeAll(async () => {
    // Prepare: a tiny built SPA and an API that answers one route.
    const webRoot = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>spa</title>');
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    const api = new Hono();
    api.get('/api/ping', (c) => c.json({ ok: true }));
    api.notFound((c) => c.json({ message: 'introuvable' }, 404));
    site = createSiteApp({ api, mediaOrigins, webRoot });
  });

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

  it('builds a CSP that allows media only from the media origin', () => {
    const csp = securityHeaders({ mediaOrigins })['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:4566");
    expect(csp).toContain("script-src 'self'");
  });
});
