/**
 * The caller's address, for throttling. In the cloud every request comes through CloudFront, which
 * sets CloudFront-Viewer-Address and a secret origin header; that address is trusted only on requests
 * carrying the secret (checked by the app), since anyone can send the header straight to API Gateway.
 * Otherwise: API Gateway's source address, or the socket's under the local Node server.
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

export const clientIp = (c: Context, viaVerifiedCloudFront: boolean): string => {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viaVerifiedCloudFront && viewer) return withoutPort(viewer);
  return env.event?.requestContext?.http?.sourceIp ?? env.incoming?.socket?.remoteAddress ?? 'unknown';
};
