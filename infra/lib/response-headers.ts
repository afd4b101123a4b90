/**
 * CloudFront's response-headers policy, built from shared/security-headers.ts: the same headers the
 * local runtime's static server sends. Headers CloudFront models as security headers go there; any
 * other one (Permissions-Policy, or one added to shared/ later) becomes a custom header, so nothing
 * in the shared list is silently dropped.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { securityHeaders } from '#shared/security-headers.js';

const oneOf = <T extends string>(values: Record<string, T>, value: string, header: string): T => {
  const found = Object.values(values).find((candidate) => candidate === value);
  if (!found) throw new Error(`${header}: CloudFront does not accept "${value}"`);
  return found;
};

const hsts = (value: string): ResponseSecurityHeadersBehavior['strictTransportSecurity'] => {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: "${value}"`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: /includeSubDomains/i.test(value),
    preload: /preload/i.test(value),
    override: true,
  };
};

export const securityHeadersPolicy = (
  scope: Construct,
  id: string,
  mediaOrigins: readonly string[],
): ResponseHeadersPolicy => {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(securityHeaders({ mediaOrigins }))) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = hsts(value);
        break;
      case 'x-content-type-options':
        oneOf({ nosniff: 'nosniff' }, value, header);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: oneOf(HeadersFrameOption, value, header), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: oneOf(HeadersReferrerPolicy, value, header),
          override: true,
        };
        break;
      default:
        custom.push({ header, value, override: true });
    }
  }
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Security headers of shared/security-headers.ts',
    securityHeadersBehavior: security,
    customHeadersBehavior: { customHeaders: custom },
  });
};
