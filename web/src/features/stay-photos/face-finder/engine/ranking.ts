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

export const rankPhotos = (
  photos: readonly ScannedPhoto[],
  references: readonly FaceTemplate[],
): PhotoScore[] => {
  if (references.length === 0) return [];
  return photos
    .flatMap(({ photoId, templates }) => {
      if (templates.length === 0) return [];
      let score = -1;
      for (const template of templates) score = Math.max(score, bestReferenceScore(template, references));
      return [{ photoId, score }];
    })
    .sort((a, b) => b.score - a.score || (a.photoId < b.photoId ? -1 : a.photoId > b.photoId ? 1 : 0));
};
