/**
 * The local runtime's media endpoint. The emulator checks no S3 signature (any signature, none, or an
 * expired one is accepted, and anyone may list the bucket), so browsers and tests reach the media
 * store through this proxy, which refuses what S3 refuses before passing the request on unchanged:
 * a request without a SigV4 signature (bucket listing included), a presigned URL past its expiry, and
 * a signature that does not match the request (method, path, query, signed headers such as the
 * content type and length of an upload) under the local credentials. The signature is recomputed with
 * the AWS SDK's own signer. CORS preflights pass unsigned, as in S3, and the bucket's CORS rules
 * answer them. What it does not check: the payload hash of header-signed requests (the SDK's own
 * calls from tests) and presigned POST policies, which the portal does not use.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Checksum, HttpRequest, SourceData } from '@smithy/types';

export interface MediaProxyOptions {
  /** The emulator the requests go on to, e.g. http://127.0.0.1:4566. */
  readonly target: string;
  readonly credentials: AwsCredentialIdentity;
  /** 0 for any free port. */
  readonly port: number;
  readonly clock?: () => Date;
}

export interface RunningMediaProxy {
  /** The origin to presign media URLs for, e.g. http://localhost:4567. */
  readonly url: string;
  stop(): Promise<void>;
}

/** SHA-256 and HMAC-SHA-256 in the shape the signer takes (node:crypto, no extra package). */
class Sha256 implements Checksum {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    throw new Error('not used by the signer');
  }
}

const toBuffer = (data: SourceData): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** 20261123T101500Z → a Date. */
const parseAmzDate = (value: string | undefined): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
};

/** Access key / date / region / service / aws4_request. */
const parseCredentialScope = (credential: string | undefined) => {
  const [accessKeyId, , region, service] = (credential ?? '').split('/');
  return accessKeyId && region && service ? { accessKeyId, region, service } : undefined;
};

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Verdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: string; readonly message: string };

const refused = (code: string, message: string): Verdict => ({ ok: false, code, message });

const SIGNATURE_MISMATCH = refused(
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided.',
);

/** The request as the signer sees it, with only the headers the client signed. */
const requestToCheck = (
  incoming: IncomingMessage,
  url: URL,
  signedHeaders: readonly string[],
  query: Record<string, string>,
): HttpRequest => {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = incoming.headers[name];
    headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  return {
    method: incoming.method ?? 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    path: url.pathname,
    query,
    headers,
  };
};

/** Verifies a request the way S3 does for SigV4, presigned (query) or signed (Authorization header). */
export const verifySigV4 = async (
  incoming: IncomingMessage,
  credentials: AwsCredentialIdentity,
  now: Date,
): Promise<Verdict> => {
  const url = new URL(incoming.url ?? '/', 'http://media.local');
  const params = Object.fromEntries(url.searchParams);
  const signer = (region: string, service: string) =>
    new SignatureV4({ credentials, region, service, sha256: Sha256, uriEscapePath: false });
  const authorization = incoming.headers.authorization;

  if (params['X-Amz-Signature'] !== undefined) {
    if (params['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256')
      return refused('AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    const scope = parseCredentialScope(params['X-Amz-Credential']);
    const signedAt = parseAmzDate(params['X-Amz-Date']);
    const expiresIn = Number(params['X-Amz-Expires']);
    const signedHeaders = (params['X-Amz-SignedHeaders'] ?? '').split(';').filter(Boolean);
    if (!scope || !signedAt || !Number.isInteger(expiresIn) || !signedHeaders.includes('host'))
      return refused(
        'AuthorizationQueryParametersError',
        'Query-string authentication requires all its parameters.',
      );
    if (scope.accessKeyId !== credentials.accessKeyId)
      return refused(
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    if (now.getTime() > signedAt.getTime() + expiresIn * 1000)
      return refused('AccessDenied', 'Request has expired');
    // The signer adds the authentication parameters itself and hoists x-amz-* headers into the query:
    // hand it the rest of the query, and the payload hash as the header it was signed from.
    const {
      'X-Amz-Signature': signature = '',
      'X-Amz-Algorithm': _algorithm,
      'X-Amz-Credential': _credential,
      'X-Amz-Date': _date,
      'X-Amz-Expires': _expires,
      'X-Amz-SignedHeaders': _signedHeaders,
      'X-Amz-Security-Token': _token,
      'X-Amz-Content-Sha256': payloadHash,
      ...rest
    } = params;
    const request = requestToCheck(incoming, url, signedHeaders, rest);
    if (payloadHash !== undefined) request.headers['X-Amz-Content-Sha256'] = payloadHash;
    const recomputed = await signer(scope.region, scope.service).presign(request, {
      signingDate: signedAt,
      expiresIn,
      signableHeaders: new Set(signedHeaders),
      unhoistableHeaders: new Set(signedHeaders),
    });
    const expected = String(recomputed.query?.['X-Amz-Signature'] ?? '');
    const sameHeaders = recomputed.query?.['X-Amz-SignedHeaders'] === params['X-Amz-SignedHeaders'];
    return sameHeaders && sameText(expected, signature) ? { ok: true } : SIGNATURE_MISMATCH;
  }

  if (authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
    const fields = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    const scope = parseCredentialScope(fields.Credential);
    const signedHeaders = (fields.SignedHeaders ?? '').split(';').filter(Boolean);
    const dateHeader = incoming.headers['x-amz-date'];
    const signedAt = parseAmzDate(Array.isArray(dateHeader) ? dateHeader[0] : dateHeader);
    if (!scope || !signedAt || !fields.Signature || !signedHeaders.includes('host'))
      return refused('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    if (scope.accessKeyId !== credentials.accessKeyId)
      return refused(
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    // S3 allows 15 minutes of clock skew either way.
    if (Math.abs(now.getTime() - signedAt.getTime()) > 15 * 60 * 1000)
      return refused(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const request = requestToCheck(incoming, url, signedHeaders, Object.fromEntries(url.searchParams));
    const recomputed = await signer(scope.region, scope.service).sign(request, {
      signingDate: signedAt,
      signableHeaders: new Set(signedHeaders),
    });
    const expected = /Signature=([0-9a-f]+)/.exec(String(recomputed.headers.authorization ?? ''))?.[1] ?? '';
    return sameText(expected, fields.Signature) ? { ok: true } : SIGNATURE_MISMATCH;
  }

  return refused('AccessDenied', 'Access Denied');
};

const answerRefusal = (response: ServerResponse, origin: string | undefined, verdict: Verdict): void => {
  if (verdict.ok) return;
  response.writeHead(403, {
    'content-type': 'application/xml',
    // Lets the page read the refusal rather than see a network error, as S3 does for a listed origin.
    ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
  });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`,
  );
};

export const startMediaProxy = async (options: MediaProxyOptions): Promise<RunningMediaProxy> => {
  const target = new URL(options.target);
  const clock = options.clock ?? (() => new Date());
  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const origin = typeof incoming.headers.origin === 'string' ? incoming.headers.origin : undefined;
      if (incoming.method !== 'OPTIONS') {
        const verdict = await verifySigV4(incoming, options.credentials, clock());
        if (!verdict.ok) {
          incoming.resume();
          return answerRefusal(response, origin, verdict);
        }
      }
      const upstream = forward(
        {
          hostname: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: target.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.once('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      incoming.pipe(upstream);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
