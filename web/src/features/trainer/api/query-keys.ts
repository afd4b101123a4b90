/** Every query key of the trainer's pages, built here only. */
const all = ['trainer'] as const;

export const trainerKeys = {
  all,
  access: () => [...all, 'access'] as const,
  stage: (stageId: string) => [...all, 'stage', stageId] as const,
  /** Every read of a stay's photos: invalidating it refreshes the list and the batch's states. */
  photos: (stageId: string) => [...all, 'photos', stageId] as const,
  latestPhotos: (stageId: string) => [...all, 'photos', stageId, 'latest'] as const,
  photoStates: (stageId: string, ids: readonly string[]) =>
    [...all, 'photos', stageId, 'states', ids.join(',')] as const,
  contacts: (stageId: string) => [...all, 'contacts', stageId] as const,
  participants: (stageId: string) => [...all, 'participants', stageId] as const,
  imageRefusals: (stageId: string) => [...all, 'image-refusals', stageId] as const,
};
