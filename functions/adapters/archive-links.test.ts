import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCloudFrontArchiveLinks, createS3ArchiveLinks } from './archive-links.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const NOW = new Date('2026-07-10T08:00:00Z');

/** CloudFront's URL-safe base64: + → -, = → _, / → ~. */
const fromCloudFrontBase64 = (value: string): Buffer =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

describe('archive links', () => {
  it('signs a CloudFront URL for the archive path that the public key verifies, valid two hours', async () => {
    // Prepare
    let reads = 0;
    const links = createCloudFrontArchiveLinks({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: async () => {
        reads += 1;
        return privatePem;
      },
      clock: () => NOW,
    });
    // Act
    const signed = new URL(await links.url('archives/s1/Colo été.zip'));
    await links.url('archives/s1/other.zip');
    // Assess
    expect(`${signed.origin}${signed.pathname}`).toBe(
      'https://photos.example.org/archives/s1/Colo%20%C3%A9t%C3%A9.zip',
    );
    expect(signed.searchParams.get('Key-Pair-Id')).toBe('K2EXAMPLE');
    expect(signed.searchParams.get('Hash-Algorithm')).toBe('SHA256');
    const expires = Number(signed.searchParams.get('Expires'));
    expect(expires).toBe(NOW.getTime() / 1000 + 2 * 3600);
    const resource = `${signed.origin}${signed.pathname}`;
    const policy = JSON.stringify({
      Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
    });
    const signature = fromCloudFrontBase64(signed.searchParams.get('Signature') ?? '');
    expect(verify('sha256', Buffer.from(policy), keys.publicKey, signature)).toBe(true);
    expect(verify('sha256', Buffer.from(policy.replace('s1', 's2')), keys.publicKey, signature)).toBe(false);
    expect(reads).toBe(1);
  });

  it('reads the private key again after a failed read', async () => {
    // Prepare
    let fail = true;
    const links = createCloudFrontArchiveLinks({
      baseUrl: 'https://photos.example.org',
      keyPairId: 'K2EXAMPLE',
      privateKey: async () => {
        if (fail) throw new Error('throttled');
        return privatePem;
      },
      clock: () => NOW,
    });
    // Act
    const first = links.url('archives/s1/a.zip');
    // Assess
    await expect(first).rejects.toThrow('throttled');
    fail = false;
    expect(await links.url('archives/s1/a.zip')).toContain('Signature=');
  });

  it('hands out S3 presigned links where there is no CloudFront', async () => {
    // Prepare
    const links = createS3ArchiveLinks({
      getUrl: async (key) => `https://s3.local/${key}?X-Amz-Signature=x`,
      putUrl: () => Promise.reject(new Error('not used')),
    });
    // Act, Assess
    expect(await links.url('archives/s1/a.zip')).toBe('https://s3.local/archives/s1/a.zip?X-Amz-Signature=x');
  });
});
