/**
 * `npm run bench`: thumbnails, uploads, the trainer's deposit page on a phone, zip archives, the
 * family gallery on a phone (and what released images cost the browser's collector), Lighthouse and
 * the back-office's lists at a season's scale, figures printed as ratios or medians measured in one
 * run. Not tests: nothing here fails on a slow machine.
 */
import { benchAdminLists, printAdminLists } from './admin-lists.js';
import { archiveTable, benchArchive } from './archive.js';
import { benchArchiveParts, partsTable } from './archive-parts.js';
import { benchDeadImages, printDeadImages } from './dead-images.js';
import { benchDeposit, printDeposit } from './deposit.js';
import { benchGallery, printGallery } from './gallery.js';
import { benchLighthouse, printLighthouse } from './lighthouse.js';
import { benchThumbnails } from './thumbnails.js';
import { benchUploads, type UploadModeResult } from './upload.js';

const thumbs = await benchThumbnails();
const perSecondPerCore = (ms: number) => 1000 / ms / thumbs.cores;
console.log(`Vignette + copie d’affichage d’une photo 12 MP de ${thumbs.photoMb.toFixed(1)} Mo (médiane)`);
console.table({
  'sharp (worker)': {
    'ms / photo': Math.round(thumbs.oursMs),
    'photos / s / cœur': perSecondPerCore(thumbs.oursMs).toFixed(2),
    'mémoire max (Mo)': Math.round(thumbs.oursPeakMb),
  },
  'ImageMagick convert': {
    'ms / photo': Math.round(thumbs.imagemagickMs),
    'photos / s / cœur': perSecondPerCore(thumbs.imagemagickMs).toFixed(2),
    'mémoire max (Mo)': Math.round(thumbs.imagemagickPeakMb),
  },
});
console.log(
  `Rapport : ${(thumbs.imagemagickMs / thumbs.oursMs).toFixed(1)}× (objectif ≥ 5×), ${thumbs.cores} cœurs`,
);

const uploads = await benchUploads();
const uploadRow = (mode: UploadModeResult) => ({
  'total (ms)': Math.round(mode.ms),
  'empreintes + signature (ms)': Math.round(mode.prepareMs),
  'PUT (ms)': Math.round(mode.putMs),
  'Mo / s': mode.mbPerSecond.toFixed(1),
});
for (const condition of uploads.conditions) {
  const network = condition.latencyMs
    ? `latence ajoutée de ${condition.latencyMs} ms par requête (émulation réseau de Chromium)`
    : 'boucle locale, sans latence';
  console.log(
    `\nDépôt de ${uploads.photos} photos (${Math.round(uploads.totalMb)} Mo) depuis Chromium headless vers le portail local, ${network}, jusqu’à la réponse du dernier PUT`,
  );
  console.table({
    'un par un (ancien comportement)': uploadRow(condition.sequential),
    'en parallèle (page de dépôt, 4 à la fois)': uploadRow(condition.parallel),
  });
  console.log(
    `Rapport : ${condition.ratio.toFixed(2)} du temps un par un (objectif ≤ 1/3), PUT seuls ${condition.putRatio.toFixed(2)}, ${uploads.cores} cœurs`,
  );
}

printDeposit(await benchDeposit());

const archives = await benchArchive([50, 100, 200]);
console.log(
  '\nArchive zip de photos de 4 Mo à travers l’émulateur contre une copie simple S3 → S3 des mêmes octets (médianes ; objectifs : ≥ 80 %, RSS < 256 Mo)',
);
console.log(archiveTable(archives));

console.log(
  '\nUn séjour de 2 000 photos en parties : un worker qui les construit à la suite, un worker par partie en même temps, et une copie simple des mêmes octets (médianes)',
);
console.log(partsTable(await benchArchiveParts()));

printGallery(await benchGallery());
printDeadImages(await benchDeadImages());

printLighthouse(await benchLighthouse());

printAdminLists(await benchAdminLists());
