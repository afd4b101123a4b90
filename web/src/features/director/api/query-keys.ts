/** Every query key of the trainer's pages, built here only. */
const all = ['trainer'] as const;

export const directorKeys = {
  all,
  access: () => [...all, 'access'] as const,
  stay: (stayId: string) => [...all, 'stage', stayId] as const,
  /** Every read of a stay's photos: invalidating it refreshes the list and the batch's states. */
  photos: (stayId: string) => [...all, 'photos', stayId] as const,
  latestPhotos: (stayId: string) => [...all, 'photos', stayId, 'latest'] as const,
  photoStates: (stayId: string, ids: readonly string[]) =>
    [...all, 'photos', stayId, 'states', ids.join(',')] as const,
  contacts: (stayId: string) => [...all, 'contacts', stayId] as const,
  participants: (stayId: string) => [...all, 'participants', stayId] as const,
  imageRefusals: (stayId: string) => [...all, 'image-refusals', stayId] as const,
};
