/**
 * The local runtime's media answers like the cloud's. Uploads and documents go to its S3 endpoint,
 * which checks signatures as S3 does (the emulator itself checks none): it must refuse listings,
 * unsigned, expired and tampered requests, and uploads whose type or length differ from what was
 * signed. Photos, stay files and archives are read on the site's own origin with CloudFront signed
 * URLs, which the site server checks as the edge does.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3UrlSigner } from '#functions/adapters/url-signer.js';
import type { RunningPortal } from '#scripts/local/portal.js';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/limits.js';
import { startOwnPortal } from '../helpers/own-portal.js';

describe('the local runtime media endpoint', () => {
  let portal: RunningPortal;
  const photo = Buffer.from('not really a jpeg, but bytes');
  const key = 'uploads/photos/s1/p1/IMG_0001.jpg';
  let signedPut: { url: string; headers: Record<string, string> };
  /** S3 GET links to the media endpoint, as documents get them. */
  const s3Get = (k: string) =>
    createS3UrlSigner(portal.deps.clients.s3Presigner, portal.deps.config.buckets.media).getUrl(k);

  beforeAll(async () => {
    portal = await startOwnPortal();
    signedPut = await portal.deps.signer.putUrl(key, {
      contentType: 'image/jpeg',
      contentLength: photo.length,
    });
  });

  afterAll(() => portal?.stop());

  const put = (url: string, headers: Record<string, string>, body: Buffer) =>
    fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });

  it('refuses to list the bucket', async () => {
    // Prepare
    const url = new URL(signedPut.url);
    const bucket = url.pathname.split('/')[1];
    // Act
    const listing = await fetch(`${url.origin}/${bucket}?list-type=2`);
    // Assess
    expect(listing.status).toBe(403);
    expect(await listing.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses an upload whose content type or length differ from the signed ones', async () => {
    // Act
    const otherType = await put(signedPut.url, { 'Content-Type': 'text/html' }, photo);
    const otherLength = await put(signedPut.url, signedPut.headers, Buffer.concat([photo, photo]));
    // Assess
    expect(otherType.status).toBe(403);
    expect(otherLength.status).toBe(403);
    expect(await otherLength.text()).toContain('SignatureDoesNotMatch');
  });

  it('takes an upload sent as signed, and serves it back on a signed GET only', async () => {
    // Act
    const sent = await put(signedPut.url, signedPut.headers, photo);
    const signedGet = await s3Get(key);
    const served = await fetch(signedGet);
    const unsigned = new URL(signedGet);
    unsigned.search = '';
    const bare = await fetch(unsigned);
    // Assess
    expect(sent.status).toBe(200);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    expect(bare.status).toBe(403);
  });

  it('refuses a tampered signature and a URL for another key', async () => {
    // Prepare
    const signedGet = new URL(await s3Get(key));
    const tampered = new URL(signedGet);
    const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
    tampered.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    const otherKey = new URL(signedGet);
    otherKey.pathname = otherKey.pathname.replace('IMG_0001', 'IMG_0002');
    // Act
    const answers = await Promise.all([fetch(tampered), fetch(otherKey)]);
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
  });

  it('refuses an upload URL past its expiry', async () => {
    // Prepare: signed by a clock an hour behind, for an upload that lasts UPLOAD_URL_TTL_SECONDS
    const past = new Date(Date.now() - (UPLOAD_URL_TTL_SECONDS + 3600) * 1000);
    const oldSigner = createS3UrlSigner(
      portal.deps.clients.s3Presigner,
      portal.deps.config.buckets.media,
      () => past,
    );
    const expired = await oldSigner.putUrl(key, { contentType: 'image/jpeg', contentLength: photo.length });
    // Act
    const answer = await put(expired.url, expired.headers, photo);
    // Assess
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('Request has expired');
  });

  it("takes the SDK's own header-signed calls with the local credentials, and no others", async () => {
    // Prepare
    const url = new URL(signedPut.url);
    const client = (secretAccessKey: string) =>
      new S3Client({
        endpoint: url.origin,
        region: 'eu-west-3',
        forcePathStyle: true,
        maxAttempts: 1,
        credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey },
      });
    const list = new ListObjectsV2Command({ Bucket: portal.deps.config.buckets.media });
    // Act
    const listed = await client(process.env.AWS_SECRET_ACCESS_KEY ?? '').send(list);
    const refused = await client('not-the-secret')
      .send(list)
      .catch((error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode);
    // Assess
    expect(listed.$metadata.httpStatusCode).toBe(200);
    expect(refused).toBe(403);
  });

  it('serves a stored photo on its CloudFront link from the site origin, the same link on every call', async () => {
    // Prepare
    const photoKey = 'photos/s1/p1/thumb.jpg';
    await portal.deps.media.put(photoKey, photo, 'image/jpeg');
    // Act
    const first = await portal.deps.signer.getUrl(photoKey);
    const again = await portal.deps.signer.getUrl(photoKey);
    const served = await fetch(first);
    const otherStay = new URL(first);
    otherStay.pathname = otherStay.pathname.replace('/s1/', '/s2/');
    const bare = new URL(first);
    bare.search = '';
    const refused = await Promise.all([fetch(otherStay), fetch(bare)]);
    // Assess
    expect(new URL(first).origin).toBe(portal.url);
    expect(again).toBe(first);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403]);
  });
});
