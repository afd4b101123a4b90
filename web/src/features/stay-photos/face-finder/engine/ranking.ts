/**
 * Each scanned photo's score: its best face against the references (one good reference says more
 * than an average), photos without a readable face left out, best first.
 */
import { bestReferenceScore, type FaceTemplate } from '#shared/face-match';
import type { PhotoScore } from './index';

export interface ScannedPhoto {
  photoId: string;
  templates: readonly FaceTemplate[];
}

/** A photo's score, or null when it has no readable face or there is no reference to compare with. */
export const scorePhoto = (
  { photoId, templates }: ScannedPhoto,
  references: readonly FaceTemplate[],
): PhotoScore | null => {
  if (references.length === 0 || templates.length === 0) return null;
  let score = -1;
  for (const template of templates) score = Math.max(score, bestReferenceScore(template, references));
  return { photoId, score };
};

/** Best first; the photo's id settles ties, so the order never depends on the scan's. */
export const bestFirst = (scores: readonly PhotoScore[]): PhotoScore[] =>
  [...scores].sort(
    (a, b) => b.score - a.score || (a.photoId < b.photoId ? -1 : a.photoId > b.photoId ? 1 : 0),
  );
