import { generateKeyPairSync, verify } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { MEDIA_URL_STEP_SECONDS, MEDIA_URL_TTL_SECONDS } from '#shared/limits.js';
import {
  archiveKey,
  CDN_MEDIA_PREFIXES,
  copiesPrefix,
  photoKeys,
  stayCoverKey,
  stayFileKey,
  stayPhotosPrefix,
  UPLOAD_PREFIX,
} from '#shared/media-keys.js';
import { createCloudFrontUrlSigner, stableExpiry } from './cdn-url-signer.js';
import { createS3UrlSigner } from './url-signer.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const BASE = 'https://photos.example.org';
const uploads: Pick<UrlSigner, 'putUrl'> = {
  putUrl: async () => ({ url: 'https://s3/put', headers: {}, expiresAt: new Date(0) }),
};

/** One API instance: its own signer, its own read of the key, the time it is asked at. */
const instance = (now: () => Date, privateKey = async () => privatePem) =>
  createCloudFrontUrlSigner({ baseUrl: BASE, keyPairId: 'K2EXAMPLE', privateKey, clock: now }, uploads);

/** CloudFront's URL-safe base64: - → +, _ → =, ~ → /. */
const fromCloudFrontBase64 = (value: string): Buffer =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

/** The signed resource of a link: the URL without the signature's own parameters. */
const resourceOf = (signed: URL): string => {
  const own = new URL(signed);
  for (const name of ['Expires', 'Policy', 'Signature', 'Key-Pair-Id', 'Hash-Algorithm'])
    own.searchParams.delete(name);
  return own.toString();
};

/** What CloudFront's media cache policy keys on: the path and the download name, no signature. */
const cacheKeyOf = (link: string): string => resourceOf(new URL(link));

const at = (iso: string) => () => new Date(iso);

describe('CloudFront media links', () => {
  it('sign a canned policy over the exact URL of an archive, checked by the public key, valid an hour at least', async () => {
    // Prepare
    const now = new Date('2026-07-10T08:20:00Z');
    // Act
    const signed = new URL(await instance(() => now).getUrl('archives/s1/a.zip'));
    // Assess
    expect(`${signed.origin}${signed.pathname}`).toBe(`${BASE}/archives/s1/a.zip`);
    expect(signed.searchParams.get('Key-Pair-Id')).toBe('K2EXAMPLE');
    expect(signed.searchParams.get('Hash-Algorithm')).toBe('SHA256');
    const expires = Number(signed.searchParams.get('Expires'));
    expect(expires).toBe(Date.parse('2026-07-10T10:00:00Z') / 1000);
    expect(expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(
      (MEDIA_URL_TTL_SECONDS - MEDIA_URL_STEP_SECONDS) * 1000,
    );
    const policy = (resource: string) =>
      JSON.stringify({
        Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
      });
    const signature = fromCloudFrontBase64(signed.searchParams.get('Signature') ?? '');
    expect(verify('sha256', Buffer.from(policy(resourceOf(signed))), keys.publicKey, signature)).toBe(true);
    // The same signature does not open another archive, nor another stay's.
    for (const other of ['/archives/s1/b.zip', '/archives/s2/a.zip']) {
      const resource = `${BASE}${other}`;
      expect(verify('sha256', Buffer.from(policy(resource)), keys.publicKey, signature)).toBe(false);
    }
  });

  it("sign a family's links once for one photo's copies folder: the policy names that folder alone", async () => {
    // Prepare
    const signer = instance(at('2026-07-10T08:20:00Z'));
    const scope = { prefix: copiesPrefix('s1', 'p1', 2, 1), lifetime: 'day' } as const;
    // Act
    const links = (
      await signer.getScopedUrls(scope, [
        photoKeys('s1', 'p1', 2, 1).thumb,
        photoKeys('s1', 'p1', 2, 1).display,
      ])
    ).map((link) => new URL(link));
    const other = new URL(
      (
        await signer.getScopedUrls({ ...scope, prefix: copiesPrefix('s1', 'p2', 1, 1) }, [
          photoKeys('s1', 'p2', 1, 1).thumb,
        ])
      )[0] ?? '',
    );
    // Assess
    const [thumb, display] = links;
    expect(thumb?.pathname).toBe('/photos/s1/p1/v2/c1/thumb.jpg');
    expect(display?.search).toBe(thumb?.search);
    expect(other.searchParams.get('Signature')).not.toBe(thumb?.searchParams.get('Signature'));
    const policy = fromCloudFrontBase64(thumb?.searchParams.get('Policy') ?? '').toString('utf8');
    expect(JSON.parse(policy)).toEqual({
      Statement: [
        {
          Resource: `${BASE}/photos/s1/p1/v2/c1/*`,
          Condition: { DateLessThan: { 'AWS:EpochTime': Date.parse('2026-07-12T02:00:00Z') / 1000 } },
        },
      ],
    });
    const signature = fromCloudFrontBase64(thumb?.searchParams.get('Signature') ?? '');
    expect(verify('sha256', Buffer.from(policy), keys.publicKey, signature)).toBe(true);
    expect(thumb?.searchParams.get('Key-Pair-Id')).toBe('K2EXAMPLE');
    expect(thumb?.searchParams.get('Hash-Algorithm')).toBe('SHA256');
  });

  it("keep a family's link the same all day, across the hour, and change it when the day turns at 02:00 UTC", async () => {
    // Prepare
    const key = photoKeys('s1', 'p1', 1, 1).thumb;
    const scope = { prefix: copiesPrefix('s1', 'p1', 1, 1), lifetime: 'day' } as const;
    const linkAt = async (iso: string) => (await instance(at(iso)).getScopedUrls(scope, [key]))[0];
    // Act
    const [morning, beforeHour, afterHour, night, nextDay] = await Promise.all(
      [
        '2026-07-10T02:00:00Z',
        '2026-07-10T08:59:59Z',
        '2026-07-10T09:00:01Z',
        '2026-07-11T01:59:59Z',
        '2026-07-11T02:00:00Z',
      ].map(linkAt),
    );
    // Assess
    expect(new Set([morning, beforeHour, afterHour, night]).size).toBe(1);
    expect(nextDay).not.toBe(morning);
  });

  it('end a link at the deletion time it is given when that comes before the day ends', async () => {
    // Prepare
    const notAfter = new Date('2026-07-10T21:59:59Z');
    const scope = { prefix: copiesPrefix('s1', 'p1', 1, 1), lifetime: 'day', notAfter } as const;
    // Act
    const [link] = await instance(at('2026-07-10T08:20:00Z')).getScopedUrls(scope, [
      photoKeys('s1', 'p1', 1, 1).thumb,
    ]);
    // Assess
    const policy = JSON.parse(
      fromCloudFrontBase64(new URL(link ?? '').searchParams.get('Policy') ?? '').toString('utf8'),
    ) as { Statement: { Condition: { DateLessThan: { 'AWS:EpochTime': number } } }[] };
    expect(policy.Statement[0]?.Condition.DateLessThan['AWS:EpochTime']).toBe(notAfter.getTime() / 1000);
  });

  it("sign a trainer's links for the whole stay, for an hour, and never a key outside the scope", async () => {
    // Prepare
    const signer = instance(at('2026-07-10T08:20:00Z'));
    const scope = { prefix: stayPhotosPrefix('s1'), lifetime: 'hour' } as const;
    // Act
    const [original] = await signer.getScopedUrls(scope, [photoKeys('s1', 'p1').original]);
    const outside = signer.getScopedUrls(scope, [photoKeys('s2', 'p1').original]);
    // Assess
    const policy = fromCloudFrontBase64(new URL(original ?? '').searchParams.get('Policy') ?? '').toString(
      'utf8',
    );
    expect(JSON.parse(policy).Statement[0].Resource).toBe(`${BASE}/photos/s1/*`);
    expect(policy).toContain(String(Date.parse('2026-07-10T10:00:00Z') / 1000));
    await expect(outside).rejects.toThrow('is not under photos/s1/');
  });

  it('sign the download name into the URL, as an RFC 6266 attachment with the exact UTF-8 name', async () => {
    // Act
    const signed = new URL(
      await instance(at('2026-07-10T08:00:00Z')).getUrl('archives/s1/a.zip', {
        downloadName: 'Colo été (1 sur 3).zip',
      }),
    );
    // Assess
    expect(signed.pathname).toBe('/archives/s1/a.zip');
    expect(signed.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Colo ete (1 sur 3).zip"; filename*=UTF-8''Colo%20%C3%A9t%C3%A9%20%281%20sur%203%29.zip`,
    );
    expect(resourceOf(signed)).toContain('response-content-disposition=');
  });

  it('encode each key segment and keep the slashes', async () => {
    // Act
    const signed = new URL(await instance(at('2026-07-10T08:00:00Z')).getUrl('stages/files/a b é.pdf'));
    // Assess
    expect(signed.pathname).toBe('/stages/files/a%20b%20%C3%A9.pdf');
  });

  it('read the private key once, and again after a failed read', async () => {
    // Prepare
    let reads = 0;
    let fail = true;
    const signer = instance(at('2026-07-10T08:00:00Z'), async () => {
      reads += 1;
      if (fail) throw new Error('throttled');
      return privatePem;
    });
    // Act
    const first = signer.getUrl('photos/s1/p1/thumb.jpg');
    // Assess
    await expect(first).rejects.toThrow('throttled');
    fail = false;
    await signer.getUrl('photos/s1/p1/thumb.jpg');
    await signer.getUrl('photos/s1/p2/thumb.jpg');
    expect(reads).toBe(2);
  });

  it('leave uploads to the S3 signer', async () => {
    // Act
    const upload = await instance(at('2026-07-10T08:00:00Z')).putUrl('uploads/photos/s1/p1', {
      contentType: 'image/jpeg',
      contentLength: 1,
    });
    // Assess
    expect(upload.url).toBe('https://s3/put');
  });

  it('cover every key browsers read, under the paths CloudFront serves, and never an upload', () => {
    // Prepare
    const read = [
      ...Object.values(photoKeys('s1', 'p1')),
      ...Object.values(photoKeys('s1', 'p1', 3)),
      stayCoverKey('s1'),
      stayFileKey('f1', 'pdf'),
      archiveKey('s1', 'a1'),
    ];
    // Act
    const served = (key: string) => CDN_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix));
    // Assess
    expect(read.filter((key) => !served(key))).toEqual([]);
    expect(served(`${UPLOAD_PREFIX}s1/p1`)).toBe(false);
  });

  it('round the expiry up to the step: the same for a whole hour, then the next one', () => {
    expect(stableExpiry(new Date('2026-07-10T08:00:00Z'))).toEqual(new Date('2026-07-10T10:00:00Z'));
    expect(stableExpiry(new Date('2026-07-10T08:59:59Z'))).toEqual(new Date('2026-07-10T10:00:00Z'));
    expect(stableExpiry(new Date('2026-07-10T09:00:00Z'))).toEqual(new Date('2026-07-10T11:00:00Z'));
  });
});

/**
 * The browser cache hits only when a family's browser sees the same URL again; the edge cache hits
 * when the cache key (the URL without its signature) is the same. A family opens its gallery of 36
 * photos three times in one day, across hour boundaries (reloads, and a return in the evening), each
 * time served by whichever of two API instances answers; between two of the visits a trainer rotates
 * one photo (a new version key).
 */
describe('the cache a family gets across reloads, hours, API instances and a rotation', () => {
  const photos = Array.from({ length: 36 }, (_, i) => `p${i}`);
  const visits = [
    { at: '2026-07-10T08:55:00Z', instance: 0 },
    { at: '2026-07-10T09:05:00Z', instance: 1, rotated: true },
    { at: '2026-07-10T19:40:00Z', instance: 0, rotated: true },
  ];

  const thumbnailsSeen = async (signers: ((now: () => Date) => UrlSigner)[]) => {
    const seen: string[] = [];
    for (const visit of visits) {
      const signer = signers[visit.instance]?.(at(visit.at));
      if (!signer) throw new Error('no such instance');
      for (const photo of photos) {
        const version = visit.rotated && photo === 'p7' ? 2 : 1;
        const key = photoKeys('s1', photo, version, 1).thumb;
        const [url] = await signer.getScopedUrls(
          { prefix: copiesPrefix('s1', photo, version, 1), lifetime: 'day' },
          [key],
        );
        seen.push(url ?? '');
      }
    }
    return seen;
  };

  it('CloudFront links: one URL per photo version all day, so 71 of 108 thumbnails come from the browser cache', async () => {
    // Prepare: two instances, each with its own read of the same key
    const signers = [0, 1].map(() => (now: () => Date) => instance(now));
    // Act
    const seen = await thumbnailsSeen(signers);
    // Assess: across the 09:00 boundary, 35 of 36 thumbnails are the same URL (the 36th was turned)
    const distinct = new Set(seen).size;
    expect(seen).toHaveLength(108);
    expect(distinct).toBe(37); // 36 photos + the rotated one's new version
    expect(seen.length - distinct).toBe(71);
    const [first, second] = [seen.slice(0, 36), seen.slice(36, 72)];
    expect(first.filter((url, i) => url === second[i])).toHaveLength(35);
    // The next day's links differ, but their cache key does not: the edge still hits.
    const [nextDay] = await instance(at('2026-07-11T08:55:00Z')).getScopedUrls(
      { prefix: copiesPrefix('s1', 'p0', 1, 1), lifetime: 'day' },
      [photoKeys('s1', 'p0', 1, 1).thumb],
    );
    expect(nextDay).not.toBe(seen[0]);
    expect(cacheKeyOf(nextDay ?? '')).toBe(cacheKeyOf(seen[0] ?? ''));
  });

  it('S3 presigned links, as before: each instance signs with its own credentials, so the URLs differ', async () => {
    // Prepare: two Lambda instances run with two sets of temporary credentials
    const signers = ['ASIAFIRSTINSTANCE', 'ASIASECONDINSTANCE'].map(
      (accessKeyId) => (now: () => Date) =>
        createS3UrlSigner(
          new S3Client({
            region: 'eu-west-3',
            credentials: { accessKeyId, secretAccessKey: `secret-of-${accessKeyId}` },
          }),
          'media',
          now,
        ),
    );
    // Act
    const seen = await thumbnailsSeen(signers);
    // Assess: every visit, on another instance or in another hour, downloads every thumbnail again
    expect(new Set(seen).size).toBe(108);
  }, 30_000);
});
