import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createCloudFrontUrlSigner, stableExpiry } from '#functions/adapters/cdn-url-signer.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';

import { copiesPrefix, photoKeys, stayPhotosPrefix } from '#shared/media-keys.js';
import { cdnVerifierOf, type MediaReader } from './cdn-media.js';
import { createSiteApp } from './site-server.js';

const SITE = 'http://localhost:3000';
const pemOf = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
const pem = pemOf();
const NOW = new Date('2026-07-10T08:20:00Z');

const uploads: Pick<UrlSigner, 'putUrl'> = {
  putUrl: () => Promise.reject(new Error('not used')),
};
const signerAt = (now: Date, privateKey = pem, keyPairId = 'KLOCAL') =>
  createCloudFrontUrlSigner(
    { baseUrl: SITE, keyPairId, privateKey: async () => privateKey, clock: () => now },
    uploads,
  );

/** The bucket: every key answers its own name, as a JPEG or a zip; `missing` is absent. */
const reads: { key: string; disposition: string | undefined }[] = [];
const read: MediaReader = async (key, disposition) => {
  reads.push({ key, disposition });
  if (key.includes('missing')) return undefined;
  return {
    body: new Blob([key]).stream(),
    headers: {
      'content-type': key.endsWith('.zip') ? 'application/zip' : 'image/jpeg',
      'cache-control': 'private, max-age=31536000, immutable',
    },
  };
};

/** The site as the local runtime runs it, its clock at `now`. */
const siteAt = (now: Date) =>
  createSiteApp({
    api: new Hono(),
    mediaOrigins: [],
    webRoot: tmpdir(),
    media: { verifier: cdnVerifierOf('KLOCAL', pem), read, clock: () => now },
  });

const get = (site: Hono, url: string) => site.request(url);

describe('the local CloudFront for media', () => {
  it('serves a photo on a good signature, from the site origin, with its cache header, uncompressed', async () => {
    // Prepare
    const url = await signerAt(NOW).getUrl('photos/s1/p1/thumb.jpg');
    // Act
    const answer = await siteAt(NOW).request(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    // Assess
    expect(new URL(url).origin).toBe(SITE);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('photos/s1/p1/thumb.jpg');
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves an archive under the signed download name', async () => {
    // Prepare
    const url = await signerAt(NOW).getUrl('archives/s1/a.zip', { downloadName: 'Colo été (1 sur 3).zip' });
    // Act
    const answer = await get(siteAt(NOW), url);
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Colo ete (1 sur 3).zip"; filename*=UTF-8''Colo%20%C3%A9t%C3%A9%20%281%20sur%203%29.zip`,
    );
  });

  it('refuses a tampered signature, a changed download name, and no signature at all', async () => {
    // Prepare
    const photo = new URL(await signerAt(NOW).getUrl('photos/s1/p1/thumb.jpg'));
    const tampered = new URL(photo);
    const signature = tampered.searchParams.get('Signature') ?? '';
    tampered.searchParams.set('Signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    const archive = new URL(await signerAt(NOW).getUrl('archives/s1/a.zip', { downloadName: 'a.zip' }));
    const renamed = new URL(archive);
    renamed.searchParams.set('response-content-disposition', 'inline');
    const bare = `${SITE}/photos/s1/p1/thumb.jpg`;
    // Act
    const answers = await Promise.all(
      [tampered.toString(), renamed.toString(), bare].map((u) => get(siteAt(NOW), u)),
    );
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await answers[0]?.text()).toContain('AccessDenied');
  });

  it('refuses a link past its expiry, and takes it until then', async () => {
    // Prepare
    const url = await signerAt(NOW).getUrl('photos/s1/p1/thumb.jpg');
    const expires = stableExpiry(NOW).getTime() / 1000;
    // Act
    const justBefore = await get(siteAt(new Date(expires * 1000 - 1000)), url);
    const atExpiry = await get(siteAt(new Date(expires * 1000)), url);
    const archiveLater = await get(
      siteAt(new Date(NOW.getTime() + 3 * 3600 * 1000)),
      await signerAt(NOW).getUrl('archives/s1/a.zip'),
    );
    // Assess
    expect(justBefore.status).toBe(200);
    expect(atExpiry.status).toBe(403);
    expect(archiveLater.status).toBe(403);
  });

  it("refuses an archive's signature on another archive, of its stay or another", async () => {
    // Prepare
    const archive = new URL(await signerAt(NOW).getUrl('archives/s1/a.zip'));
    const moved = (from: string, to: string) => {
      const other = new URL(archive);
      other.pathname = other.pathname.replace(from, to);
      return other.toString();
    };
    // Act
    const answers = await Promise.all(
      [moved('/s1/', '/s2/'), moved('/a.zip', '/b.zip')].map((u) => get(siteAt(NOW), u)),
    );
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
  });

  it("opens with a family's signature the copies of its photo, and nothing else of the stay", async () => {
    // Prepare: the query string of a family's thumbnail link, moved onto other paths
    const [thumb] = await signerAt(NOW).getScopedUrls(
      { prefix: copiesPrefix('s1', 'p1', 1, 1), lifetime: 'day' },
      [photoKeys('s1', 'p1', 1, 1).thumb],
    );
    const query = new URL(thumb ?? '').search;
    const at = (path: string) => `${SITE}/${path}${query}`;
    // Act
    const display = await get(siteAt(NOW), at(photoKeys('s1', 'p1', 1, 1).display));
    const refused = await Promise.all(
      [
        photoKeys('s1', 'p1').original, // its original
        photoKeys('s1', 'p1', 1, 2).thumb, // its copies once moved (the photo was hidden)
        photoKeys('s1', 'p2', 1, 1).thumb, // another photo of the stay (awaiting validation, hidden…)
        photoKeys('s2', 'p1', 1, 1).thumb, // another stay's
        'photos/s1/p1/c1/../original.jpg',
        'photos/s1/p1/c1/%2E%2E/original.jpg',
        'photos/s1/p1/c1/..%2Foriginal.jpg',
      ].map((path) => get(siteAt(NOW), at(path))),
    );
    // Assess
    expect(display.status).toBe(200);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(reads.map((read) => read.key)).not.toContain('photos/s1/p1/c1/../original.jpg');
  });

  it("opens with a trainer's signature every photo of the stay, and no other stay's", async () => {
    // Prepare
    const [original] = await signerAt(NOW).getScopedUrls(
      { prefix: stayPhotosPrefix('s1'), lifetime: 'hour' },
      [photoKeys('s1', 'p1').original],
    );
    const query = new URL(original ?? '').search;
    // Act
    const answers = await Promise.all(
      [photoKeys('s1', 'p2').original, photoKeys('s1', 'p3', 2, 4).thumb, photoKeys('s2', 'p1').original].map(
        (key) => get(siteAt(NOW), `${SITE}/${key}${query}`),
      ),
    );
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403]);
  });

  it("refuses a family's link once the day after its own has ended", async () => {
    // Prepare
    const [thumb] = await signerAt(NOW).getScopedUrls(
      { prefix: copiesPrefix('s1', 'p1', 1, 1), lifetime: 'day' },
      [photoKeys('s1', 'p1', 1, 1).thumb],
    );
    // Act
    const nextEvening = await get(siteAt(new Date('2026-07-11T20:00:00Z')), thumb ?? '');
    const twoDaysOn = await get(siteAt(new Date('2026-07-12T02:00:00Z')), thumb ?? '');
    // Assess
    expect(nextEvening.status).toBe(200);
    expect(twoDaysOn.status).toBe(403);
  });

  it('refuses a link signed by another key, or naming another key pair', async () => {
    // Prepare
    const otherKey = await signerAt(NOW, pemOf()).getUrl('photos/s1/p1/thumb.jpg');
    const otherId = await signerAt(NOW, pem, 'KOTHER').getUrl('photos/s1/p1/thumb.jpg');
    // Act
    const answers = await Promise.all([otherKey, otherId].map((u) => get(siteAt(NOW), u)));
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
  });

  it('answers a missing object with 403, as S3 does to CloudFront without a listing grant', async () => {
    // Act
    const answer = await get(siteAt(NOW), await signerAt(NOW).getUrl('photos/s1/missing/thumb.jpg'));
    // Assess
    expect(answer.status).toBe(403);
  });
});
