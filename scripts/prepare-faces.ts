/**
 * `npm run faces:prepare -- <séjour> [--stack <name>]`: prepares for the child finder the ready photos
 * of one stay that are not prepared yet (the faces worker's own job, run here one photo at a time):
 * for a stay online before the child finder was switched on, or after FACES_VERSION changed. Photos
 * prepared already are skipped, so a stopped run is simply started again. Where it runs: as
 * `npm run images:regenerate` (scripts/photos-target.ts).
 */

import { createSharpFaceStrips } from '#functions/adapters/face-strips.js';
import { humanFaceDetector } from '#functions/adapters/faces/human-face-detector.js';
import { installedFaceModelPaths } from '#functions/adapters/faces/human-node.js';
import { createS3ObjectStorage } from '#functions/adapters/object-storage.js';
import { createPhotoStore } from '#functions/adapters/stores/photos.js';
import { prepareFaces } from '#functions/workers/faces/prepare-faces.js';
import { photosTarget } from './photos-target.js';

const args = process.argv.slice(2);
const stackAt = args.indexOf('--stack');
const stackName = stackAt >= 0 ? args[stackAt + 1] : undefined;
const stayId = args.find((arg, index) => !arg.startsWith('--') && index !== stackAt + 1);
if (!stayId || !/^[A-Za-z0-9_-]{1,64}$/.test(stayId) || (stackAt >= 0 && !stackName)) {
  console.error('Usage : npm run faces:prepare -- <identifiant du séjour> [--stack <pile déployée>]');
  process.exit(2);
}

const { target, dynamo, s3 } = await photosTarget(stackName);
const photos = createPhotoStore(dynamo, { photos: target.photos, photoHashes: target.photoHashes });
const deps = {
  media: createS3ObjectStorage(s3, target.bucket),
  photos,
  detector: humanFaceDetector(installedFaceModelPaths()),
  strips: createSharpFaceStrips(),
  logger: { info: () => undefined, warn: console.warn },
};

const ready = (await photos.listByStay(stayId)).filter((photo) => photo.status === 'prete');
console.log(`Visages des ${ready.length} photo(s) prête(s) du séjour ${stayId}…`);
const counts = { prepared: 0, 'already-prepared': 0, gone: 0, failed: 0 };
for (const photo of ready) {
  try {
    counts[await prepareFaces(deps, { stageId: stayId, photoId: photo.photoId })] += 1;
  } catch (error) {
    counts.failed += 1;
    console.error(`${stayId}/${photo.photoId} : ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(
  `Terminé : ${counts.prepared} préparée(s), ${counts['already-prepared']} déjà prête(s), ${counts.gone} supprimée(s) entre-temps, ${counts.failed} en échec.`,
);
process.exit(counts.failed > 0 ? 1 : 0);
