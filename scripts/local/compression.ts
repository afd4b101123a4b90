/**
 * What CloudFront's "compress objects automatically" does, for the local site server: text answers
 * (the SPA's JS, CSS, HTML, JSON, SVG and the API's JSON) go out in brotli or gzip when the browser
 * accepts it, with `Vary: Accept-Encoding`; images, zips and other binary types go out as they are.
 *
 * Compressed on the fly rather than precompressed at build time: that is what CloudFront does with
 * the plain files the deployment puts in the site bucket, it covers the API's answers with the same
 * code, and web/dist stays exactly what is deployed. Like an edge cache, the compressed copy of a
 * static file is kept (keyed by the bytes it was made from) and compressed once, at the highest
 * level; API answers change with every call and are compressed at a fast level instead.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

/** The sizes CloudFront compresses: smaller gains nothing, larger is sent as it is. */
export const MIN_COMPRESSED_BYTES = 1_000;
export const MAX_COMPRESSED_BYTES = 10_000_000;

/** Text types, as CloudFront lists them; everything else (JPEG, zip, woff2…) is already compressed. */
const COMPRESSIBLE =
  /^(?:text\/[^;\s]+|application\/(?:javascript|x-javascript|ecmascript|json|xml|wasm|[^;\s]+\+(?:json|xml))|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(?:otf|ttf))\s*(?:;|$)/i;

export const isCompressible = (contentType: string | null | undefined): boolean =>
  COMPRESSIBLE.test(contentType?.trim() ?? '');

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when the browser takes it (CloudFront's
 * preference too), else gzip, else none. A coding with q=0 is refused; `*` stands for any other.
 */
export const negotiateEncoding = (acceptEncoding: string | null | undefined): ContentEncoding | undefined => {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: ContentEncoding): boolean => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
};

/** How hard to compress: `max` for a copy kept and sent many times, `fast` for a one-off answer. */
export type CompressionLevel = 'max' | 'fast';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop: the same process runs the API, the workers and the pollers. */
export const compressBytes = async (
  bytes: Uint8Array,
  encoding: ContentEncoding,
  level: CompressionLevel,
): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes, { level: level === 'max' ? 9 : 6 }),
  );

export interface CompressionOptions {
  /** Whether the answer is a static file whose compressed copy is worth keeping (not an API answer). */
  readonly cacheable: (c: Context) => boolean;
  /** Bytes of compressed copies kept, oldest dropped first; 64 MB unless said. */
  readonly cacheBytes?: number;
  /** The compressor; tests count its calls. */
  readonly compress?: typeof compressBytes;
}

const addVary = (headers: Headers, name: string): void => {
  const current = headers.get('Vary');
  const listed = current?.split(',').map((item) => item.trim().toLowerCase()) ?? [];
  if (listed.includes('*') || listed.includes(name.toLowerCase())) return;
  headers.set('Vary', current ? `${current}, ${name}` : name);
};

/** Hono middleware: compresses the answer after the handlers made it, as CloudFront does at the edge. */
export const compressLikeCloudFront = ({
  cacheable,
  cacheBytes = 64 * 1024 * 1024,
  compress = compressBytes,
}: CompressionOptions): MiddlewareHandler => {
  /** Compressed copies by encoding and SHA-256 of the plain bytes, in insertion order for eviction. */
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  let keptBytes = 0;
  const keep = (key: string, body: Uint8Array<ArrayBuffer>): void => {
    kept.set(key, body);
    keptBytes += body.byteLength;
    for (const [oldKey, oldBody] of kept) {
      if (keptBytes <= cacheBytes) break;
      kept.delete(oldKey);
      keptBytes -= oldBody.byteLength;
    }
  };

  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || !isCompressible(res.headers.get('Content-Type'))) return;
    // The answer depends on Accept-Encoding from here on, whether this one is compressed or not.
    addVary(res.headers, 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (
      !encoding ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (declared > MAX_COMPRESSED_BYTES) return;
    const plain = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const answer = (body: Uint8Array<ArrayBuffer>): void => {
      headers.set('Content-Length', String(body.byteLength));
      c.res = undefined; // lets Hono take a new Response with these exact headers
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    };
    if (plain.byteLength < MIN_COMPRESSED_BYTES || plain.byteLength > MAX_COMPRESSED_BYTES) {
      answer(plain);
      return;
    }
    let compressed: Uint8Array<ArrayBuffer> | undefined;
    if (cacheable(c)) {
      const key = `${encoding}:${createHash('sha256').update(plain).digest('base64url')}`;
      compressed = kept.get(key);
      if (!compressed) {
        compressed = await compress(plain, encoding, 'max');
        keep(key, compressed);
      }
    } else {
      compressed = await compress(plain, encoding, 'fast');
    }
    headers.set('Content-Encoding', encoding);
    // A compressed copy is not byte-for-byte the tagged one: a strong validator becomes weak.
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    answer(compressed);
  };
};
