/**
 * `npm run bench`: the benchmarks of issue 3, figures printed as ratios measured in one run. Not
 * tests: nothing here fails on a slow machine.
 */
import { benchThumbnails } from './thumbnails.js';

const thumbs = await benchThumbnails();
const perSecondPerCore = (ms: number) => 1000 / ms / thumbs.cores;
console.log('Vignette + copie d’affichage d’une photo 12 MP (médiane)');
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
