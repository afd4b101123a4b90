import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.js';

const ipSeenBy = async (
  verified: boolean,
  headers: Record<string, string>,
  env: unknown,
): Promise<string> => {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, verified)));
  return (await app.request('/', { headers }, env as Record<string, unknown>)).text();
};

describe('client address', () => {
  const lambdaEnv = { event: { requestContext: { http: { sourceIp: '198.51.100.7' } } } };

  it('uses the viewer address CloudFront sets, on verified requests only', async () => {
    const headers = { 'cloudfront-viewer-address': '203.0.113.9:51234' };
    expect(await ipSeenBy(true, headers, lambdaEnv)).toBe('203.0.113.9');
    expect(await ipSeenBy(false, headers, lambdaEnv)).toBe('198.51.100.7');
  });

  it('reads IPv6 viewer addresses', async () => {
    expect(await ipSeenBy(true, { 'cloudfront-viewer-address': '[2001:db8::1]:443' }, lambdaEnv)).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the socket under Node', async () => {
    expect(await ipSeenBy(false, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe(
      '127.0.0.1',
    );
  });
});
