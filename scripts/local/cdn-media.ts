/**
 * The local runtime's CloudFront for media: the same URLs as in the cloud (the site's origin,
 * /photos/…, /stages/…, /archives/…, a CloudFront signed URL), served by the site server, which checks
 * what the edge checks before it reads the object: the key pair id, the expiry, and the RSA signature
 * of the canned policy over the exact URL (path and download name) with the same public key. Anything
 * else is refused with 403, as CloudFront does, so a link that would fail in the cloud fails here.
 * The media is served from the site's own origin: the SPA fetches it as a blob without CORS.
 */
import { createPublicKey, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'hono';
import { DOWNLOAD_NAME_PARAM } from '#shared/media-keys.js';

/** The query parameters of a signed URL that are not part of the signed resource. */
const SIGNATURE_PARAMS = new Set(['Expires', 'Signature', 'Key-Pair-Id', 'Hash-Algorithm', 'Policy']);

/** CloudFront's URL-safe base64: - → +, _ → =, ~ → /. */
const fromCloudFrontBase64 = (value: string): Buffer =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

export type CdnVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface CdnVerifier {
  readonly keyPairId: string;
  readonly publicKey: KeyObject;
}

/** The id of the local media signing key (CloudFront's public key id in the cloud). */
export const LOCAL_KEY_PAIR_ID = 'KLOCALMEDIA';

/** An RSA 2048 key pair, what CloudFront accepts, made at each start: links die with the process. */
export const newLocalMediaKey = (): { keyPairId: string; privateKeyPem: string } => ({
  keyPairId: LOCAL_KEY_PAIR_ID,
  privateKeyPem: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
});

export const cdnVerifierOf = (keyPairId: string, privateKeyPem: string): CdnVerifier => ({
  keyPairId,
  publicKey: createPublicKey(privateKeyPem),
});

interface PolicyStatement {
  readonly Resource?: unknown;
  readonly Condition?: {
    readonly DateLessThan?: { readonly 'AWS:EpochTime'?: unknown };
    readonly DateGreaterThan?: { readonly 'AWS:EpochTime'?: unknown };
    readonly IpAddress?: unknown;
  };
}

/** CloudFront's resource pattern: `*` any run of characters (slashes and query included), `?` one. */
const matchesResource = (pattern: string, url: string): boolean => {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`).test(url);
};

/**
 * Checks a signed URL as CloudFront does, with a canned policy (Expires) or a custom one (Policy).
 * `rawUrl` is the URL as requested (origin, encoded path and query in their order): the resource is
 * that URL without the signature's own parameters.
 */
export const verifySignedUrl = (rawUrl: string, verifier: CdnVerifier, now: Date): CdnVerdict => {
  const queryAt = rawUrl.indexOf('?');
  const base = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const pairs =
    queryAt === -1
      ? []
      : rawUrl
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean);
  const own: string[] = [];
  const params = new Map<string, string>();
  for (const pair of pairs) {
    const name = decodeURIComponent(pair.split('=')[0] ?? '');
    if (SIGNATURE_PARAMS.has(name)) params.set(name, decodeURIComponent(pair.slice(name.length + 1)));
    else own.push(pair);
  }
  const signature = params.get('Signature');
  if (!signature || !params.get('Key-Pair-Id')) return { ok: false, reason: 'missing signature' };
  if (params.get('Key-Pair-Id') !== verifier.keyPairId) return { ok: false, reason: 'unknown key pair' };
  const resource = own.length > 0 ? `${base}?${own.join('&')}` : base;
  const encodedPolicy = params.get('Policy');
  let policy: string;
  if (encodedPolicy !== undefined) {
    policy = fromCloudFrontBase64(encodedPolicy).toString('utf8');
  } else {
    const expires = Number(params.get('Expires'));
    if (!Number.isInteger(expires)) return { ok: false, reason: 'missing expiry' };
    policy = JSON.stringify({
      Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
    });
  }
  const algorithm = params.get('Hash-Algorithm') === 'SHA256' ? 'sha256' : 'sha1';
  if (!verify(algorithm, Buffer.from(policy), verifier.publicKey, fromCloudFrontBase64(signature)))
    return { ok: false, reason: 'signature does not match' };
  let statement: PolicyStatement | undefined;
  try {
    statement = (JSON.parse(policy) as { Statement?: PolicyStatement[] }).Statement?.[0];
  } catch {
    return { ok: false, reason: 'unreadable policy' };
  }
  const pattern = statement?.Resource;
  const lessThan = Number(statement?.Condition?.DateLessThan?.['AWS:EpochTime']);
  const greaterThan = statement?.Condition?.DateGreaterThan?.['AWS:EpochTime'];
  if (typeof pattern !== 'string' || !matchesResource(pattern, resource))
    return { ok: false, reason: 'not this resource' };
  if (!Number.isFinite(lessThan) || now.getTime() >= lessThan * 1000) return { ok: false, reason: 'expired' };
  if (greaterThan !== undefined && now.getTime() <= Number(greaterThan) * 1000)
    return { ok: false, reason: 'not yet valid' };
  // The portal signs no address condition; one it cannot check here is refused rather than ignored.
  if (statement?.Condition?.IpAddress !== undefined) return { ok: false, reason: 'address condition' };
  return { ok: true };
};

/** A stored object as the media route answers it. */
export interface MediaObject {
  readonly body: ReadableStream<Uint8Array>;
  readonly headers: Readonly<Record<string, string>>;
}

/** Reads one object of the media bucket, with S3's Content-Disposition override; undefined if absent. */
export type MediaReader = (key: string, disposition: string | undefined) => Promise<MediaObject | undefined>;

/** The media bucket read as CloudFront's Origin Access Control reads it. */
export const s3MediaReader =
  (s3: S3Client, bucket: string): MediaReader =>
  async (key, disposition) => {
    try {
      const object = await s3.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(disposition ? { ResponseContentDisposition: disposition } : {}),
        }),
      );
      if (!object.Body) return undefined;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        headers: {
          'content-type': object.ContentType ?? 'application/octet-stream',
          ...(object.CacheControl ? { 'cache-control': object.CacheControl } : {}),
          ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
          ...(object.ETag ? { etag: object.ETag } : {}),
          ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
          ...(object.ContentDisposition ? { 'content-disposition': object.ContentDisposition } : {}),
        },
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  };

export interface CdnMediaOptions {
  readonly verifier: CdnVerifier;
  readonly read: MediaReader;
  readonly clock?: () => Date;
}

/**
 * The object key of a media path: `/photos/a%20b/c.jpg` → `photos/a b/c.jpg`. A segment that decodes
 * to `.` or `..` (`..%2F` survives the URL's own normalisation) names no object the portal stores:
 * S3 would look for that literal key and find none, while the emulator might resolve it to another
 * key outside what the signature names.
 */
const keyOf = (pathname: string): string | undefined => {
  try {
    const key = pathname.slice(1).split('/').map(decodeURIComponent).join('/');
    return key.split('/').some((segment) => segment === '.' || segment === '..') ? undefined : key;
  } catch {
    return undefined;
  }
};

const refusal = (c: Context): Response =>
  c.body(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access denied</Message></Error>',
    403,
    { 'content-type': 'text/xml', 'cache-control': 'no-store' },
  );

/** The Hono handler of the media paths: check the signed URL, then answer the object. */
export const cdnMediaHandler =
  ({ verifier, read, clock = () => new Date() }: CdnMediaOptions) =>
  async (c: Context): Promise<Response> => {
    const requested = new URL(c.req.url);
    // The URL as the browser sent it: the encoded path and the query in its order.
    const asSent = `${requested.origin}${requested.pathname}${requested.search}`;
    const key = keyOf(requested.pathname);
    if (!verifySignedUrl(asSent, verifier, clock()).ok || !key) return refusal(c);
    const disposition = requested.searchParams.get(DOWNLOAD_NAME_PARAM) ?? undefined;
    const object = await read(key, disposition);
    // Without s3:ListBucket, S3 answers a missing key with 403 to CloudFront, which passes it on.
    if (!object) return refusal(c);
    // S3 answers the signed download name whatever the emulator does with the override.
    const headers = { ...object.headers, ...(disposition ? { 'content-disposition': disposition } : {}) };
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(object.body, 200, headers);
  };
