/**
 * Which photos the results show: those whose best face reaches the threshold the family's slider
 * sets, best first. The scores come from the device's own comparison; nothing here measures a face.
 */

/** A scanned photo and how much its best face looks like the child (cosine similarity). */
export interface ScoredPhoto {
  readonly photoId: string;
  readonly score: number;
}

/** Ids of the photos at or above the threshold, in the order of the scores (best first). */
export const photosAtOrAbove = (scores: readonly ScoredPhoto[], threshold: number): string[] =>
  scores.filter((photo) => photo.score >= threshold).map((photo) => photo.photoId);

/** Steps of the slider between its ends: a few clear settings rather than a continuum. */
export const SLIDER_STEPS = 20;

/** The slider starts halfway. */
export const STARTING_STEP = SLIDER_STEPS / 2;

/** The similarity a face needs at a step of the slider (0 the widest), moving evenly between the ends. */
export const thresholdAt = (step: number, wider: number, stricter: number): number =>
  wider + (Math.min(SLIDER_STEPS, Math.max(0, step)) / SLIDER_STEPS) * (stricter - wider);
