import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, throttledNetwork } from './client-ip.js';

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

  it('reads IPv6 viewer addresses as CloudFront writes them (unbracketed, port last) and bracketed', async () => {
    const seen = (value: string) => ipSeenBy(true, { 'cloudfront-viewer-address': value }, lambdaEnv);
    expect(await seen('2001:db8::1:443')).toBe('2001:db8:0:0::/64');
    expect(await seen('2001:0db8:0000:0000:0000:8a2e:0370:7334:51234')).toBe('2001:db8:0:0::/64');
    expect(await seen('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
  });

  it('counts every address of one IPv6 /64 as one caller, and the next /64 as another', () => {
    // Prepare: addresses a single host can take from its /64, and one from the neighbouring network.
    const sameNetwork = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
      '2001:DB8:AA:1:0:5efe:10.0.0.1',
    ];
    // Act
    const networks = new Set(sameNetwork.map(throttledNetwork));
    // Assess
    expect([...networks]).toEqual(['2001:db8:aa:1::/64']);
    expect(throttledNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
  });

  it('keeps IPv4 addresses whole, also written IPv4-mapped, and leaves an unknown source as given', () => {
    expect(throttledNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(throttledNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(throttledNetwork('unknown')).toBe('unknown');
  });

  it('falls back to the socket under Node', async () => {
    expect(await ipSeenBy(false, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe(
      '127.0.0.1',
    );
  });
});
