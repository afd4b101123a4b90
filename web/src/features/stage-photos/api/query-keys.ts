/** Every query key of a family's photo page, built here only. */
const all = ['stage-photos'] as const;

export const stagePhotosKeys = {
  all,
  stage: (stageId: string) => [...all, 'stage', stageId] as const,
  photos: (stageId: string) => [...all, 'photos', stageId] as const,
};
