import { generateKeyPairSync, verify } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { MEDIA_URL_STEP_SECONDS, MEDIA_URL_TTL_SECONDS } from '../../shared/limits.js';
import {
  archiveKey,
  CDN_MEDIA_PREFIXES,
  photoKeys,
  stageCoverKey,
  stageFileKey,
  UPLOAD_PREFIX,
} from '../../shared/media-keys.js';
import { createCloudFrontUrlSigner, stableExpiry } from './cdn-url-signer.js';
import { createS3UrlSigner, type UrlSigner } from './url-signer.js';

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

  it("sign photos once per stay: one policy over the stay's prefix, shared by all its photo links", async () => {
    // Prepare
    const signer = instance(at('2026-07-10T08:20:00Z'));
    // Act
    const links = await Promise.all(
      ['photos/s1/p1/thumb.jpg', 'photos/s1/p2/v2/display.jpg', 'photos/s2/p3/thumb.jpg'].map(async (key) => {
        const url = new URL(await signer.getUrl(key));
        return { url, policy: url.searchParams.get('Policy'), signature: url.searchParams.get('Signature') };
      }),
    );
    // Assess
    const [first, second, otherStay] = links;
    expect(first?.url.pathname).toBe('/photos/s1/p1/thumb.jpg');
    expect(second?.signature).toBe(first?.signature);
    expect(otherStay?.signature).not.toBe(first?.signature);
    const policy = fromCloudFrontBase64(first?.policy ?? '').toString('utf8');
    expect(JSON.parse(policy)).toEqual({
      Statement: [
        {
          Resource: `${BASE}/photos/s1/*`,
          Condition: { DateLessThan: { 'AWS:EpochTime': Date.parse('2026-07-10T10:00:00Z') / 1000 } },
        },
      ],
    });
    const signature = fromCloudFrontBase64(first?.signature ?? '');
    expect(verify('sha256', Buffer.from(policy), keys.publicKey, signature)).toBe(true);
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
      stageCoverKey('s1'),
      stageFileKey('f1', 'pdf'),
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
 * when the cache key (the URL without its signature) is the same. A family opens its gallery of 300
 * photos three times in one hour (reloads), each time served by whichever of two API instances
 * answers; between two of the visits a trainer rotates one photo (a new version key).
 */
describe('the cache a family gets across reloads, API instances and a rotation', () => {
  const photos = Array.from({ length: 300 }, (_, i) => `p${i}`);
  const visits = [
    { at: '2026-07-10T08:05:00Z', instance: 0 },
    { at: '2026-07-10T08:31:00Z', instance: 1, rotated: true },
    { at: '2026-07-10T08:58:00Z', instance: 0, rotated: true },
  ];

  const thumbnailsSeen = async (signers: ((now: () => Date) => UrlSigner)[]) => {
    const seen: string[] = [];
    for (const visit of visits) {
      const signer = signers[visit.instance]?.(at(visit.at));
      if (!signer) throw new Error('no such instance');
      for (const photo of photos) {
        const version = visit.rotated && photo === 'p7' ? 2 : 1;
        seen.push(await signer.getUrl(photoKeys('s1', photo, version).thumb));
      }
    }
    return seen;
  };

  it('CloudFront links: one URL per photo version, so 599 of 900 thumbnails come from the browser cache', async () => {
    // Prepare: two instances, each with its own read of the same key
    const signers = [0, 1].map(() => (now: () => Date) => instance(now));
    // Act
    const seen = await thumbnailsSeen(signers);
    // Assess
    const distinct = new Set(seen).size;
    expect(seen).toHaveLength(900);
    expect(distinct).toBe(301); // 300 photos + the rotated one's new version
    expect(seen.length - distinct).toBe(599);
    // The next hour's links differ, but their cache key does not: the edge still hits.
    const nextHour = await instance(at('2026-07-10T09:10:00Z')).getUrl(photoKeys('s1', 'p0').thumb);
    expect(nextHour).not.toBe(seen[0]);
    expect(cacheKeyOf(nextHour)).toBe(cacheKeyOf(seen[0] ?? ''));
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
    // Assess: the second visit, on the other instance, downloads every thumbnail again
    const distinct = new Set(seen).size;
    expect(distinct).toBe(601);
    expect(seen.length - distinct).toBe(299);
  }, 30_000);
});
