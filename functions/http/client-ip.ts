/**
 * The caller's address, for throttling. Under Lambda behind CloudFront the viewer's address comes in
 * CloudFront-Viewer-Address (set by CloudFront, not by the browser); otherwise the API Gateway source
 * address; under the local Node server, the socket's remote address.
 */
import type { Context } from 'hono';

interface LambdaEnv {
  event?: { requestContext?: { http?: { sourceIp?: string } } };
}
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

const withoutPort = (address: string): string => {
  const bracketed = /^\[([^\]]+)\]:\d+$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address;
};

export const clientIp = (c: Context): string => {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  const viewer = c.req.header('cloudfront-viewer-address');
  if (env.event && viewer) return withoutPort(viewer);
  return env.event?.requestContext?.http?.sourceIp ?? env.incoming?.socket?.remoteAddress ?? 'unknown';
};
