/**
 * What a request that reaches the IAM gate asks of AWS, read off the wire: the service, who signed it,
 * and the SDK command with the input fields that name resources, in the shape the call recorder
 * writes (functions/adapters/call-recorder.ts). test/iam's mapping then turns it into IAM requests,
 * so the gate and the permission proof cannot disagree on what a command needs.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { resourceInput } from '#functions/adapters/call-recorder.js';
import type { ArnOf, CallToAuthorize, IamRequest } from '../iam/iam-requests.js';

export type Service = 's3' | 'dynamodb' | 'sqs' | 'secretsmanager' | 'ses' | 'cloudfront';

/** The access key and region of a SigV4 signature. */
export interface Signer {
  readonly accessKeyId: string;
  readonly region: string;
  readonly service: string;
}

/** A request the gate understood, less its caller; or one it did not, described for the reader. */
export type WireCall = Omit<CallToAuthorize, 'fn'> | { readonly unmapped: string };

export const headerOf = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/** From the Authorization header, or from the query of a presigned URL. */
export const signerOf = (headers: IncomingHttpHeaders, query: URLSearchParams): Signer | undefined => {
  const credential =
    /Credential=([^,\s]+)/.exec(headerOf(headers, 'authorization'))?.[1] ??
    query.get('X-Amz-Credential') ??
    '';
  const [accessKeyId = '', , region = '', service = ''] = credential.split('/');
  return accessKeyId ? { accessKeyId, region, service } : undefined;
};

const TARGETS: Record<string, Service> = {
  DynamoDB_20120810: 'dynamodb',
  AmazonSQS: 'sqs',
  secretsmanager: 'secretsmanager',
};

const SERVICES = new Set<string>(['s3', 'dynamodb', 'sqs', 'secretsmanager', 'ses', 'cloudfront']);

/**
 * JSON services name themselves in X-Amz-Target; otherwise the signature's scope names the service
 * (SES v2, or a query-protocol call, refused in its service's shape); unsigned, SES v2 is known by its
 * path and anything else is taken for S3.
 */
export const serviceOf = (headers: IncomingHttpHeaders, pathname: string, signer?: Signer): Service => {
  const target = TARGETS[headerOf(headers, 'x-amz-target').split('.')[0] ?? ''];
  if (target) return target;
  if (signer && SERVICES.has(signer.service)) return signer.service as Service;
  return pathname.startsWith('/v2/email/') ? 'ses' : 's3';
};

/** Whether the mapping reads the body: JSON services always, S3 only for a multi-object delete. */
export const needsBody = (service: Service, query: URLSearchParams): boolean =>
  service !== 's3' || query.has('delete');

const CLIENTS: Record<Service, string> = {
  s3: 'S3Client',
  dynamodb: 'DynamoDBClient',
  sqs: 'SQSClient',
  secretsmanager: 'SecretsManagerClient',
  ses: 'SESv2Client',
  cloudfront: 'CloudFrontClient',
};

/**
 * Query parameters that do not change what S3 authorizes. Any other (acl, versionId, cors…) asks for
 * an action the gate does not map, so the request is refused rather than let through unchecked.
 */
const PLAIN_S3_PARAMETERS = new Set([
  'x-id',
  'list-type',
  'prefix',
  'delimiter',
  'max-keys',
  'marker',
  'continuation-token',
  'start-after',
  'fetch-owner',
  'encoding-type',
  'uploads',
  'uploadId',
  'partNumber',
  'max-parts',
  'part-number-marker',
  'key-marker',
  'upload-id-marker',
  'max-uploads',
  'delete',
  'tagging',
]);

const unescapeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? '';
  });

const OBJECT = /<Object>([\s\S]*?)<\/Object>/g;
const keyIn = (object: string): string => unescapeXml(/<Key>([\s\S]*?)<\/Key>/.exec(object)?.[1] ?? '');

/** The keys of a multi-object delete's XML body, in order. */
export const deletedKeysOf = (xml: string): string[] =>
  [...xml.matchAll(OBJECT)].map(([object]) => keyIn(object));

/** The same body without the objects of the given keys. */
export const withoutObjects = (xml: string, keys: ReadonlySet<string>): string =>
  xml.replace(OBJECT, (object) => (keys.has(keyIn(object)) ? '' : object));

const s3CommandOf = (method: string, hasKey: boolean, query: URLSearchParams, copy: boolean): string => {
  const has = (name: string) => query.has(name);
  if (!hasKey) {
    if (method === 'GET' && has('uploads')) return 'ListMultipartUploads';
    if (method === 'GET') return query.get('list-type') === '2' ? 'ListObjectsV2' : 'ListObjects';
    if (method === 'HEAD') return 'HeadBucket';
    if (method === 'POST' && has('delete')) return 'DeleteObjects';
    return '';
  }
  if (has('tagging')) return ({ GET: 'GetObjectTagging', PUT: 'PutObjectTagging' } as const)[method] ?? '';
  if (has('uploadId')) {
    if (method === 'PUT') return copy ? '' : 'UploadPart';
    return (
      ({ GET: 'ListParts', POST: 'CompleteMultipartUpload', DELETE: 'AbortMultipartUpload' } as const)[
        method
      ] ?? ''
    );
  }
  if (has('uploads')) return method === 'POST' ? 'CreateMultipartUpload' : '';
  if (method === 'PUT') return copy ? 'CopyObject' : 'PutObject';
  return ({ GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject' } as const)[method] ?? '';
};

/** Path-style S3: /bucket, /bucket/key, presigned or not. */
const s3CallOf = (method: string, url: URL, headers: IncomingHttpHeaders, body: string): WireCall => {
  const [, bucket = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const hasKey = key !== '';
  const copySource = headerOf(headers, 'x-amz-copy-source');
  const plain = [...url.searchParams.keys()].every(
    (name) => PLAIN_S3_PARAMETERS.has(name) || name.startsWith('X-Amz-') || name.startsWith('response-'),
  );
  const command = bucket && plain ? s3CommandOf(method, hasKey, url.searchParams, copySource !== '') : '';
  if (!command) return { unmapped: `S3 ${method} ${url.pathname}${url.search}` };
  const input: Record<string, unknown> = { Bucket: decodeURIComponent(bucket) };
  if (hasKey) input.Key = key;
  if (copySource) input.CopySource = copySource.replace(/^\//, '');
  if (url.searchParams.has('prefix')) input.Prefix = url.searchParams.get('prefix');
  if (command === 'DeleteObjects') input.Keys = deletedKeysOf(body);
  return { client: CLIENTS.s3, command: `${command}Command`, input };
};

const jsonBody = (body: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The call a request makes. JSON services: the operation from X-Amz-Target, the resource fields from
 * the body, which carries the SDK input's own field names. The SQS client speaks its JSON protocol
 * (AmazonSQS.<Op>); the older query protocol (Action=…) is not mapped, so it is refused.
 */
export const wireCallOf = (
  service: Service,
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  body: string,
): WireCall => {
  if (service === 's3') return s3CallOf(method, url, headers, body);
  if (service === 'cloudfront') {
    // A REST service: the one call the portal makes names its distribution in the path.
    const distribution = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(url.pathname)?.[1];
    if (method !== 'POST' || !distribution) return { unmapped: `CloudFront ${method} ${url.pathname}` };
    return {
      client: CLIENTS.cloudfront,
      command: 'CreateInvalidationCommand',
      input: { DistributionId: decodeURIComponent(distribution) },
    };
  }
  const input = jsonBody(body);
  if (service === 'ses') {
    if (method !== 'POST' || url.pathname !== '/v2/email/outbound-emails') {
      return { unmapped: `SES ${method} ${url.pathname}` };
    }
    const { FromEmailAddressIdentityArn: identity } = input;
    return {
      client: CLIENTS.ses,
      command: 'SendEmailCommand',
      input: {
        ...resourceInput(input),
        ...(typeof identity === 'string' ? { FromEmailAddressIdentityArn: identity } : {}),
      },
    };
  }
  const operation = headerOf(headers, 'x-amz-target').split('.')[1];
  if (!operation) return { unmapped: `${service} ${method} ${url.pathname} without X-Amz-Target` };
  return { client: CLIENTS[service], command: `${operation}Command`, input: resourceInput(input) };
};

/** ARNs as AWS authorizes them, for the names a call of this service carries. */
export const arnOfFor =
  (service: Service, region: string, account: string, input: Record<string, unknown>): ArnOf =>
  (name) => {
    if (name.startsWith('arn:')) return name;
    switch (service) {
      case 's3':
        return `arn:aws:s3:::${name}`;
      case 'dynamodb':
        return `arn:aws:dynamodb:${region}:${account}:table/${name}`;
      case 'sqs': {
        // A queue URL ends with /<account>/<queue name>, whatever its host.
        const [queue = '', owner = account] = new URL(name, 'http://queue').pathname.split('/').reverse();
        return `arn:aws:sqs:${region}:${owner}:${queue}`;
      }
      case 'secretsmanager':
        // A name, not resolved to its ARN (the gate resolves them first): nothing grants this.
        return `arn:aws:secretsmanager:${region}:${account}:secret:${name}`;
      case 'cloudfront':
        // A global service: its ARNs name no region.
        return `arn:aws:cloudfront::${account}:distribution/${name}`;
      case 'ses':
        // SES authorizes a sender under its verified identity, the portal's sending domain (of the
        // address, display name or not), unless the request names the identity itself.
        return typeof input.FromEmailAddressIdentityArn === 'string'
          ? input.FromEmailAddressIdentityArn
          : `arn:aws:ses:${region}:${account}:identity/${/@([^@>\s]+)>?\s*$/.exec(name)?.[1] ?? name}`;
    }
  };

/**
 * What some S3 headers add to a write: tags need s3:PutObjectTagging, an ACL s3:PutObjectAcl, on the
 * object written.
 */
export const headerRequestsOf = (
  call: Omit<CallToAuthorize, 'fn'>,
  headers: IncomingHttpHeaders,
  arnOf: ArnOf,
): IamRequest[] => {
  const writes = ['PutObjectCommand', 'CreateMultipartUploadCommand', 'CopyObjectCommand'];
  if (call.client !== CLIENTS.s3 || !writes.includes(call.command)) return [];
  const what = `${String(call.input.Bucket)}/${String(call.input.Key)}`;
  const resource = `${arnOf(String(call.input.Bucket))}/${String(call.input.Key)}`;
  const acl = Object.keys(headers).some((name) => name === 'x-amz-acl' || name.startsWith('x-amz-grant-'));
  return [
    ...(headerOf(headers, 'x-amz-tagging')
      ? [{ action: 's3:PutObjectTagging', resource, context: {}, what }]
      : []),
    ...(acl ? [{ action: 's3:PutObjectAcl', resource, context: {}, what }] : []),
  ];
};
