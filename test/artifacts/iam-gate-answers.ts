/**
 * What AWS answers a caller it refuses, in each service's own shape, so that the SDK inside an
 * artifact raises the very error it would raise in the cloud (AccessDenied, AccessDeniedException…).
 */
import { randomUUID } from 'node:crypto';
import type { Service } from './iam-gate-calls.js';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Refused by the policies, or signed with a key AWS does not know (or not signed at all). */
export type Refusal = 'AccessDenied' | 'UnknownCaller';

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const UNKNOWN_KEY = 'The security token included in the request is invalid.';

const json = (status: number, contentType: string, body: object, headers: Record<string, string> = {}) => {
  const requestId = randomUUID();
  return {
    status,
    headers: { 'content-type': contentType, 'x-amzn-requestid': requestId, ...headers },
    body: JSON.stringify(body),
  };
};

export const refusalOf = (service: Service, refusal: Refusal, message: string): Answer => {
  const denied = refusal === 'AccessDenied';
  const coral = `com.amazon.coral.service#${denied ? 'AccessDeniedException' : 'UnrecognizedClientException'}`;
  switch (service) {
    case 's3': {
      const code = denied ? 'AccessDenied' : 'InvalidAccessKeyId';
      const text = denied ? message : 'The AWS Access Key Id you provided does not exist in our records.';
      const requestId = randomUUID();
      return {
        status: 403,
        headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
        body:
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<Error><Code>${code}</Code><Message>${escapeXml(text)}</Message>` +
          `<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`,
      };
    }
    case 'dynamodb':
      return json(400, 'application/x-amz-json-1.0', {
        __type: coral,
        Message: denied ? message : UNKNOWN_KEY,
      });
    case 'secretsmanager':
      return json(400, 'application/x-amz-json-1.1', {
        __type: denied ? 'AccessDeniedException' : 'UnrecognizedClientException',
        Message: denied ? message : UNKNOWN_KEY,
      });
    case 'sqs':
      // SQS's JSON protocol keeps its query-protocol error codes in a header, which the SDK reads.
      return json(
        403,
        'application/x-amz-json-1.0',
        { __type: coral, message: denied ? message : UNKNOWN_KEY },
        { 'x-amzn-query-error': `${denied ? 'AccessDenied' : 'InvalidClientTokenId'};Sender` },
      );
    case 'ses':
      return json(
        403,
        'application/json',
        { message: denied ? message : UNKNOWN_KEY },
        { 'x-amzn-errortype': denied ? 'AccessDeniedException' : 'UnrecognizedClientException' },
      );
    case 'cloudfront': {
      // CloudFront's REST XML error, as the SDK reads it.
      const code = denied ? 'AccessDenied' : 'InvalidClientTokenId';
      return {
        status: 403,
        headers: { 'content-type': 'text/xml', 'x-amzn-requestid': randomUUID() },
        body:
          '<?xml version="1.0"?>\n<ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
          `<Error><Type>Sender</Type><Code>${code}</Code>` +
          `<Message>${escapeXml(denied ? message : UNKNOWN_KEY)}</Message></Error></ErrorResponse>`,
      };
    }
  }
};

/** The message AWS gives with an identity-policy refusal. */
export const deniedMessage = (
  account: string,
  caller: string,
  action: string,
  resource: string,
  explicit: boolean,
): string =>
  `User: arn:aws:sts::${account}:assumed-role/${caller}/${caller} is not authorized to perform: ${action} ` +
  `on resource: "${resource}" ` +
  (explicit
    ? 'with an explicit deny in an identity-based policy'
    : `because no identity-based policy allows the ${action} action`);

/**
 * A multi-object delete refuses key by key: the request succeeds, and each key the caller may not
 * delete is reported in the result, where the code reads its failures.
 */
export const refusedKeysXml = (keys: readonly string[]): string =>
  keys
    .map(
      (key) =>
        `<Error><Key>${escapeXml(key)}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`,
    )
    .join('');

export const deleteResult = (errorsXml: string, emulatorResult?: string): string =>
  emulatorResult?.includes('</DeleteResult>')
    ? emulatorResult.replace('</DeleteResult>', `${errorsXml}</DeleteResult>`)
    : '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${errorsXml}</DeleteResult>`;
