import { S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '#functions/config.js';
import { MEDIA_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from '#shared/limits.js';
import { createAwsClients } from './aws-clients.js';
import { createS3UrlSigner } from './url-signer.js';

const config = {
  region: 'eu-west-3',
  endpoint: 'http://127.0.0.1:4566',
  mediaPublicEndpoint: 'http://localhost:4566',
} as Config;

const signer = (now: Date) =>
  createS3UrlSigner(
    createAwsClients({ ...config, tables: {}, buckets: {}, queueUrls: {} } as unknown as Config, {
      fn: 'tooling',
    }).s3Presigner,
    'media',
    () => now,
  );

describe('URL signer', () => {
  beforeAll(() => {
    // Signing needs credentials, not a network: any pair will do.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  });

  it('signs uploads for the server-chosen key, pinning type and length, without a checksum', async () => {
    // Act
    const upload = await signer(new Date('2026-07-01T10:00:00Z')).putUrl('uploads/photos/s1/p1', {
      contentType: 'image/jpeg',
      contentLength: 1234,
    });
    // Assess
    const url = new URL(upload.url);
    expect(url.origin).toBe('http://localhost:4566');
    expect(url.pathname).toBe('/media/uploads/photos/s1/p1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_SECONDS));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(upload.url).not.toMatch(/x-amz-checksum/i);
    expect(upload.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(upload.expiresAt.toISOString()).toBe('2026-07-01T10:15:00.000Z');
  });

  it('gives the same media URL within the hour, so browsers can cache it', async () => {
    const a = await signer(new Date('2026-07-01T10:05:00Z')).getUrl('photos/s/p/thumb.jpg');
    const b = await signer(new Date('2026-07-01T10:55:00Z')).getUrl('photos/s/p/thumb.jpg');
    const c = await signer(new Date('2026-07-01T11:01:00Z')).getUrl('photos/s/p/thumb.jpg');
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(new URL(a).searchParams.get('X-Amz-Expires')).toBe(String(MEDIA_URL_TTL_SECONDS));
  });

  it('names downloads when asked', async () => {
    const url = await signer(new Date()).getUrl('photos/s/p/original.jpg', { downloadName: 'photo-1.jpg' });
    expect(new URL(url).searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="photo-1.jpg"',
    );
  });

  it('uses a path-style URL on a custom endpoint and the regional host without one', async () => {
    const cloud = createS3UrlSigner(
      new S3Client({ region: 'eu-west-3', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }),
      'media',
    );
    expect(new URL(await cloud.getUrl('k')).host).toBe('media.s3.eu-west-3.amazonaws.com');
  });
});
