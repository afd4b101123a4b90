/**
 * A certificate for serving the local runtime over HTTPS, made at each start. Browsers speak HTTP/2
 * only over TLS, and CloudFront serves the portal over HTTP/2: a page, its scripts, the API and the
 * thumbnails share one connection instead of queueing for HTTP/1.1's six. The measurements that
 * stand for a family's phone need that transport, or they time a queue the cloud does not have.
 *
 * Node cannot write an X.509 certificate, so the machine's `openssl` does (a Debian base package).
 * The certificate is self-signed and valid for two days; a browser is told to accept it by the hash
 * of its public key (Chromium's --ignore-certificate-errors-spki-list), which keeps the browser's
 * cache on, where a blanket --ignore-certificate-errors would turn it off.
 */
import { execFile } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LocalCertificate {
  readonly key: string;
  readonly cert: string;
  /** Base64 SHA-256 of the public key (SPKI), what Chromium's flag takes. */
  readonly spkiSha256: string;
}

/** The hash Chromium's --ignore-certificate-errors-spki-list takes for a key. */
export const spkiSha256Of = (keyOrCertPem: string): string =>
  createHash('sha256')
    .update(createPublicKey(keyOrCertPem).export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** The Chromium flag that trusts a certificate of this public key. */
export const trustCertificateFlag = (spkiSha256: string): string =>
  `--ignore-certificate-errors-spki-list=${spkiSha256}`;

export const makeLocalCertificate = async (): Promise<LocalCertificate> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'portail-tls-'));
  try {
    const keyFile = path.join(folder, 'key.pem');
    const certFile = path.join(folder, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
    return { key, cert, spkiSha256: spkiSha256Of(cert) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
