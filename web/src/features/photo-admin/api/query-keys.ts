/** Every query key of the photo management page, built here only. */
const all = ['photo-admin'] as const;

export const photoAdminKeys = {
  all,
  stage: (stageId: string) => [...all, 'stage', stageId] as const,
  photos: (stageId: string) => [...all, 'photos', stageId] as const,
  deletions: (stageId: string) => [...all, 'deletions', stageId] as const,
  imageRefusals: (stageId: string) => [...all, 'image-refusals', stageId] as const,
};
