/**
 * `npm run images:regenerate [-- --stack <name>] [--concurrency <n>]`: makes the WebP copies and
 * the placeholder of every ready photo processed before the current set (shared/renditions.ts).
 * Idempotent and resumable: photos already done are skipped, so a stopped run is simply started
 * again (functions/services/photos/regenerate-web-copies.ts).
 *
 * Where: the local emulator by default (http://127.0.0.1:$EMULATOR_PORT, resources named
 * `$RESOURCE_PREFIX-…`); AWS_ENDPOINT_URL for another endpoint; TABLE_PHOTOS, TABLE_PHOTO_HASHES and
 * BUCKET_MEDIA name resources directly. In the cloud, `--stack <name>` is all it needs: the table,
 * bucket and region come from the stack's outputs, read with the current AWS profile.
 */
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { createS3ObjectStorage } from '#functions/adapters/object-storage.js';
import { createPhotoStore } from '#functions/adapters/stores/photos.js';
import { regenerateWebCopies } from '#functions/services/photos/regenerate-web-copies.js';
import { photosTarget } from './photos-target.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const stackName = option('--stack');
const concurrency = Number(option('--concurrency') ?? 2);
if ((args.includes('--stack') && !stackName) || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('Usage : npm run images:regenerate -- [--stack <pile déployée>] [--concurrency <n>]');
  process.exit(2);
}

const { target, dynamo, s3 } = await photosTarget(stackName);

console.log(`Copies WebP et aperçus des photos de ${target.photos} (${target.bucket})…`);
const report = await regenerateWebCopies(
  {
    media: createS3ObjectStorage(s3, target.bucket),
    photos: createPhotoStore(dynamo, { photos: target.photos, photoHashes: target.photoHashes }),
    images: createSharpImageProcessor(),
  },
  {
    concurrency,
    onPhoto: (photo, outcome, detail) => {
      if (outcome !== 'made')
        console.log(`${photo.stageId}/${photo.photoId} : ${outcome}${detail ? ` (${detail})` : ''}`);
    },
  },
);
console.log(
  `Terminé : ${report.made} photo(s) mise(s) à jour, ${report.moved} tournée(s) ou supprimée(s) entre-temps, ${report.failed} en échec.`,
);
// A failure (an original missing or unreadable) is reported; a new run retries only those photos.
process.exit(report.failed > 0 ? 1 : 0);
