/**
 * The IAM gate: a loopback HTTP proxy in front of the emulator that holds every AWS request to the
 * identity policies of whoever signed it, because moto enforces no IAM and an artifact whose role
 * lacks a permission would otherwise pass. Each request is read off the wire (iam-gate-calls.ts),
 * mapped to the IAM requests it needs by test/iam's own mapping, decided offline (iam-gate-decide.ts),
 * and either refused as AWS refuses (iam-gate-answers.ts) or forwarded unchanged, Host header
 * included, its body and answer streamed.
 *
 * Callers are known by the access key id of their signature (header or presigned URL). A key the
 * policies do not know, or no signature, is refused as AWS refuses an unknown key: the gate fails
 * closed, so code that reached AWS with other credentials cannot pass unchecked. Tooling that arranges
 * data talks to the emulator directly; only moto's own API (/moto-api/) passes through.
 *
 * Answers that depend on permissions are given as AWS gives them: a read of a missing key is "no such
 * key" only to a caller that may list the bucket, AccessDenied to any other; a multi-object delete
 * reports each refused key in its result instead of failing. No bucket, table, queue or secret of the
 * stack uses a customer-managed KMS key (S3-managed, SQS-managed, AWS-managed DynamoDB keys, the
 * default Secrets Manager key), so no KMS permission changes an answer.
 */
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CallToAuthorize, type IamRequest, iamRequestsOf } from '../iam/iam-requests.js';
import { type Answer, deleteResult, type Refusal, refusalOf, refusedKeysXml } from './iam-gate-answers.js';
import {
  arnOfFor,
  deletedKeysOf,
  headerRequestsOf,
  needsBody,
  serviceOf,
  signerOf,
  wireCallOf,
  withoutObjects,
} from './iam-gate-calls.js';
import { type PolicyDocument, refusedOf } from './iam-gate-decide.js';

export type { PolicyDocument };

export interface Denial {
  /** The access key id the request was signed with ('' when unsigned). */
  readonly caller: string;
  /** The IAM action refused; for a request refused unevaluated, its command or method and path. */
  readonly action: string;
  /** The ARN refused ('' when the gate could not tell). */
  readonly resource: string;
  /** The resource as a reader knows it, or why the request was refused unevaluated. */
  readonly what: string;
}

export interface IamGateOptions {
  /** The emulator's endpoint, e.g. http://127.0.0.1:4566. */
  readonly emulator: string;
  /** The identity policies (ARNs resolved) of the caller with this access key id; undefined: unknown. */
  readonly policiesOf: (accessKeyId: string) => readonly PolicyDocument[] | undefined;
  /** The account of every resource and caller: moto's by default. */
  readonly account?: string;
  /** 0 (the default): any free port. */
  readonly port?: number;
}

export interface IamGate {
  /** What the artifacts get as AWS_ENDPOINT_URL. */
  readonly url: string;
  close(): Promise<void>;
  /** Every refusal so far, in order. */
  readonly denials: readonly Denial[];
}

type Headers = IncomingMessage['headers'];

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The headers for a body the gate wrote itself. */
const withLength = (headers: Headers, body: Buffer | string): Headers => {
  const { 'transfer-encoding': _chunked, 'content-length': _length, ...rest } = headers;
  return { ...rest, 'content-length': String(Buffer.byteLength(body)) };
};

/** A rewritten request body no longer matches the checksums the SDK computed for it. */
const CHECKSUM_HEADERS = /^(content-md5|x-amz-checksum-.*|x-amz-sdk-checksum-algorithm)$/;

const send = (res: ServerResponse, answer: Answer, head: boolean): void => {
  // A HEAD answer has no body, in S3 as anywhere: only its status tells the SDK what happened.
  res.writeHead(answer.status, head ? answer.headers : withLength(answer.headers, answer.body));
  res.end(head ? undefined : answer.body);
};

export const startIamGate = async (options: IamGateOptions): Promise<IamGate> => {
  const account = options.account ?? '123456789012';
  const emulator = new URL(options.emulator);
  const agent = new Agent({ keepAlive: true });
  const denials: Denial[] = [];

  const toEmulator = (req: IncomingMessage, body?: Buffer, headers = req.headers): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const upstream = request(
        { host: emulator.hostname, port: emulator.port, method: req.method, path: req.url, headers, agent },
        resolve,
      );
      upstream.on('error', reject);
      if (body) upstream.end(body);
      else req.pipe(upstream);
    });

  const relay = (answer: IncomingMessage, res: ServerResponse, body?: Buffer | string): void => {
    const status = answer.statusCode ?? 502;
    if (body !== undefined) {
      res.writeHead(status, withLength(answer.headers, body));
      res.end(body);
      return;
    }
    res.writeHead(status, answer.headers);
    answer.on('error', () => res.destroy());
    answer.pipe(res);
  };

  /** A secret given by name is authorized under its ARN, which only the emulator knows. */
  const withSecretArn = async (req: IncomingMessage, input: Record<string, unknown>) => {
    const { SecretId } = input;
    if (typeof SecretId !== 'string' || SecretId.startsWith('arn:')) return input;
    const answer = await fetch(emulator, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.DescribeSecret',
        authorization: String(req.headers.authorization),
      },
      body: JSON.stringify({ SecretId }),
    });
    const arn = answer.ok ? ((await answer.json()) as { ARN?: string }).ARN : undefined;
    return arn ? { ...input, SecretId: arn } : input;
  };

  /**
   * A multi-object delete is refused key by key: the emulator deletes the others, and each refused key
   * is reported in the result, where the code reads its failures.
   */
  const deleteAllowed = async (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    refusedKeys: string[],
  ) => {
    const errors = refusedKeysXml(refusedKeys);
    const kept = withoutObjects(body.toString('utf8'), new Set(refusedKeys));
    if (deletedKeysOf(kept).length === 0) {
      return send(
        res,
        { status: 200, headers: { 'content-type': 'application/xml' }, body: deleteResult(errors) },
        false,
      );
    }
    const headers = Object.fromEntries(
      Object.entries(withLength(req.headers, kept)).filter(([name]) => !CHECKSUM_HEADERS.test(name)),
    );
    const answer = await toEmulator(req, Buffer.from(kept), headers);
    const result = (await readAll(answer)).toString('utf8');
    relay(answer, res, answer.statusCode === 200 ? deleteResult(errors, result) : result);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const url = new URL(req.url ?? '/', 'http://gate');
    if (url.pathname.startsWith('/moto-api/')) return relay(await toEmulator(req), res);
    const signer = signerOf(req.headers, url.searchParams);
    const service = serviceOf(req.headers, url.pathname, signer);
    const body = needsBody(service, url.searchParams) ? await readAll(req) : undefined;
    const wire = wireCallOf(service, method, url, req.headers, body?.toString('utf8') ?? '');
    const caller = signer?.accessKeyId ?? '';
    const refuse = (refusal: Refusal, message: string, refused: Denial[]): void => {
      denials.push(...refused);
      send(res, refusalOf(service, refusal, message), head);
    };
    const refuseUnevaluated = (refusal: Refusal, action: string, what: string) =>
      refuse(refusal, `The IAM gate cannot tell what AWS authorizes for ${action}`, [
        { caller, action, resource: '', what },
      ]);

    const policies = signer ? options.policiesOf(caller) : undefined;
    const action = 'unmapped' in wire ? wire.unmapped : wire.command;
    if (!signer) return refuseUnevaluated('UnknownCaller', action, 'an unsigned request');
    if (!policies) return refuseUnevaluated('UnknownCaller', action, 'a key the gate has no policies for');
    if ('unmapped' in wire)
      return refuseUnevaluated('AccessDenied', action, 'unmapped: add it to iam-gate-calls.ts');

    const call: CallToAuthorize = { ...wire, fn: caller, input: await withSecretArn(req, wire.input) };
    const arnOf = arnOfFor(service, signer.region, account, call.input);
    let requests: IamRequest[];
    try {
      requests = [...iamRequestsOf(call, arnOf), ...headerRequestsOf(call, req.headers, arnOf)];
    } catch {
      return refuseUnevaluated('AccessDenied', action, 'unmapped: add it to test/iam/iam-requests.ts');
    }
    const denialOf = (r: IamRequest): Denial => ({
      caller,
      action: r.action,
      resource: r.resource,
      what: r.what,
    });
    const { refused, message } = await refusedOf(account, caller, policies, requests);

    if (call.command === 'DeleteObjectsCommand' && body && refused.length > 0) {
      denials.push(...refused.map(denialOf));
      const objects = `${arnOf(String(call.input.Bucket))}/`;
      return deleteAllowed(req, res, body, [
        ...new Set(refused.map((r) => r.resource.slice(objects.length))),
      ]);
    }
    if (refused.length > 0) return refuse('AccessDenied', message, refused.map(denialOf));

    const answer = await toEmulator(req, body);
    const readsKey = call.command === 'GetObjectCommand' || call.command === 'HeadObjectCommand';
    if (!readsKey || answer.statusCode !== 404) return relay(answer, res);
    // Missing: S3 says so only to a caller that may also list the bucket, with no prefix in the check;
    // test/iam's mapping adds that listing to a read whose key was missing.
    const text = await readAll(answer);
    if (head || text.toString('utf8').includes('<Code>NoSuchKey</Code>')) {
      const listing = iamRequestsOf({ ...call, outcome: 'missing' }, arnOf).filter(
        (r) => !requests.some((made) => made.action === r.action && made.resource === r.resource),
      );
      const unlisted = await refusedOf(account, caller, policies, listing);
      if (unlisted.refused.length > 0) {
        return refuse('AccessDenied', unlisted.message, unlisted.refused.map(denialOf));
      }
    }
    return relay(answer, res, text);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Recorded with the refusals, so that a run that checks none is left cannot miss it.
      const what = `gate failure: ${error instanceof Error ? error.message : String(error)}`;
      denials.push({ caller: '', action: `${req.method} ${req.url}`, resource: '', what });
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(what);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    denials,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
};
