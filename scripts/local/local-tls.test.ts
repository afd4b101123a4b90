import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeLocalCertificate, spkiSha256Of, trustCertificateFlag } from './local-tls.js';

describe('the local runtime certificate', () => {
  it('names localhost, lasts two days and is trusted by the hash of its own key', async () => {
    // Act
    const certificate = await makeLocalCertificate();
    // Assess
    const x509 = new X509Certificate(certificate.cert);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    const lifetimeMs = Date.parse(x509.validTo) - Date.parse(x509.validFrom);
    expect(lifetimeMs).toBe(2 * 24 * 3600 * 1000);
    expect(spkiSha256Of(certificate.key)).toBe(certificate.spkiSha256);
    expect(trustCertificateFlag(certificate.spkiSha256)).toBe(
      `--ignore-certificate-errors-spki-list=${certificate.spkiSha256}`,
    );
  });
});
