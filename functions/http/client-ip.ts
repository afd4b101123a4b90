/**
 * The caller's address, for throttling. In the cloud every request comes through CloudFront, which
 * sets CloudFront-Viewer-Address and a secret origin header; that address is trusted only on requests
 * carrying the secret (checked by the app), since anyone can send the header straight to API Gateway.
 * Otherwise: API Gateway's source address, or the socket's under the local Node server.
 *
 * The answer is what the sign-in budgets count as one caller: an IPv4 address, or the /64 network of
 * an IPv6 one. A single IPv6 host usually holds a whole /64 (2^64 addresses), so counting full IPv6
 * addresses would give it as many budgets as it likes.
 */
import { isIP, isIPv4 } from 'node:net';
import type { Context } from 'hono';

interface LambdaEnv {
  event?: { requestContext?: { http?: { sourceIp?: string } } };
}
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * CloudFront writes `address:port`, IPv6 addresses unbracketed (`2001:db8::1:443`); the bracketed
 * form is read too. A value that is no address once the port is cut is kept whole.
 */
const withoutPort = (address: string): string => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  const cut = address.lastIndexOf(':');
  const host = cut > 0 && /^\d{1,5}$/.test(address.slice(cut + 1)) ? address.slice(0, cut) : address;
  return isIP(host) ? host : address;
};

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, an IPv4 tail read as two groups). */
const ipv6Groups = (address: string): number[] | undefined => {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [head = '', rest] = halves;
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const gap = 8 - left.length - right.length;
  if (rest === undefined ? gap !== 0 : gap < 1) return undefined;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : gap).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
};

/**
 * One caller as the budgets count it: IPv4 as is (also when written as an IPv4-mapped IPv6 address,
 * as Node's dual-stack sockets do), IPv6 as its /64 network (`2001:db8:1:2::/64`). Anything else
 * (an unknown source) is kept as given.
 */
export const throttledNetwork = (address: string): string => {
  if (isIPv4(address) || isIP(address.replace(/%.*$/, '')) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};

export const clientIp = (c: Context, viaVerifiedCloudFront: boolean): string => {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  const viewer = c.req.header('cloudfront-viewer-address');
  const address =
    viaVerifiedCloudFront && viewer
      ? withoutPort(viewer)
      : (env.event?.requestContext?.http?.sourceIp ?? env.incoming?.socket?.remoteAddress ?? 'unknown');
  return throttledNetwork(address);
};
