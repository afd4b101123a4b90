/**
 * What signing a gallery page of media links costs the API (`npx tsx scripts/bench/media-links.ts`):
 * a family's page, one signature per photo (its copies folder), and a trainer's, one per stay, for 12
 * and 2,000 photos of seven links each (two JPEG and five WebP copies), on an instance that signs the
 * page for the first time and on one that signed it already; and, for scale, one canned signature
 * per link, what per-object links would cost. Medians of several runs, in one process.
 */

import { generateKeyPairSync } from 'node:crypto';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { createCloudFrontUrlSigner } from '#functions/adapters/cdn-url-signer.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { signedPhotoImages, type Viewer } from '#functions/services/photos/photo-urls.js';
import { photoKeys } from '#shared/media-keys.js';
import { linkExpiry } from '#shared/media-links.js';
import { RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import { median } from './median.js';

const RUNS = 7;
const BASE = 'https://photos.example.org';
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

const photos = (count: number): PhotoRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    stageId: 'stay1',
    photoId: `p${String(i).padStart(5, '0')}`,
    status: 'prete',
    actif: 1,
    date_depose: '2026-07-10T08:00:00.000Z',
    declared_type: 'image/jpeg',
    declared_size: 3_000_000,
    width: 4000,
    height: 3000,
    renditions: RENDITIONS_VERSION,
    version: 1,
    copies: 1,
  }));

/** A signer as one API instance holds it, the private key already read and parsed. */
const instance = async (): Promise<UrlSigner> => {
  const signer = createCloudFrontUrlSigner(
    { baseUrl: BASE, keyPairId: 'KBENCH', privateKey: async () => pem, clock: () => new Date() },
    { putUrl: () => Promise.reject(new Error('not used')) },
  );
  await signer.getScopedUrls({ prefix: 'warm/', lifetime: 'hour' }, ['warm/up']);
  return signer;
};

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const page = (signer: UrlSigner, list: readonly PhotoRecord[], viewer: Viewer) =>
  Promise.all(list.map((photo) => signedPhotoImages(signer, photo, viewer)));

/** Median ms of a page on a fresh instance, then on the same instance again. */
const benchPage = async (count: number, viewer: Viewer) => {
  const list = photos(count);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const signer = await instance();
    cold.push(await timed(() => page(signer, list, viewer)));
    warm.push(await timed(() => page(signer, list, viewer)));
  }
  return { cold: median(cold), warm: median(warm) };
};

/** Median ms of one canned signature per link, the SDK parsing the key each time, as it does. */
const benchCanned = async (count: number) => {
  const keys = photos(count).flatMap(({ stageId: stayId, photoId }) => [
    photoKeys(stayId, photoId, 1, 1).thumb,
    photoKeys(stayId, photoId, 1, 1).display,
    ...renditionKeys(stayId, photoId, 1, 1),
  ]);
  const runs: number[] = [];
  for (let run = 0; run < Math.min(RUNS, count > 100 ? 3 : RUNS); run += 1) {
    runs.push(
      await timed(async () => {
        for (const key of keys)
          getSignedUrl({
            url: `${BASE}/${key}`,
            keyPairId: 'KBENCH',
            privateKey: pem,
            dateLessThan: linkExpiry(new Date(), 'day'),
          });
      }),
    );
  }
  return median(runs);
};

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const rows: Record<string, Record<string, string>> = {};
for (const count of [12, 2000]) {
  const family = await benchPage(count, 'family');
  const staff = await benchPage(count, 'staff');
  rows[`${count} photos (${count * 7} liens)`] = {
    'famille, 1re fois (ms)': ms(family.cold),
    'famille, déjà signée (ms)': ms(family.warm),
    'équipe, 1re fois (ms)': ms(staff.cold),
    'un lien signé par objet (ms)': ms(await benchCanned(count)),
  };
}
console.log(`Signature des liens d'une page de galerie, médiane de ${RUNS} essais`);
console.table(rows);
