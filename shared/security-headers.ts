/**
 * The security headers every page of the site carries. CloudFront's response-headers policy (CDK) and
 * the local runtime's static server are both built from this one definition.
 */
import { createHash } from 'node:crypto';
import { EARLY_READS_SCRIPT } from './early-reads.js';
import { ROUTE_PRELOADS_SCRIPT } from './route-preloads.js';

export interface SecurityHeaderOptions {
  /** Origins that serve media through expiring URLs (the S3 endpoint), allowed for images and fetches. */
  readonly mediaOrigins: readonly string[];
}

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** A CSP source allowing one inline script, by the SHA-256 of its exact text. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export const contentSecurityPolicy = ({ mediaOrigins }: SecurityHeaderOptions): string => {
  const media = mediaOrigins.join(' ');
  return [
    "default-src 'self'",
    // Files of the site, and the two inline scripts index.html carries (one starts the page's first
    // read, the other asks for the page's files, both before the app's code arrives); no other
    // inline script, no string evaluation. The child finder compiles the site's own WebAssembly face
    // model: 'wasm-unsafe-eval' allows compiling wasm and nothing else (no eval, no new Function).
    // Workers fall back to script-src: the site's.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashSource(EARLY_READS_SCRIPT)} ${scriptHashSource(ROUTE_PRELOADS_SCRIPT)}`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    `connect-src 'self' ${media}`.trim(),
    // Shared PDF documents are previewed in a frame from their expiring storage link.
    `frame-src 'self' ${media}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const securityHeaders = (options: SecurityHeaderOptions): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(options),
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});
