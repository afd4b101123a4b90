/** Every query key of a family's photo page, built here only. */
const all = ['stage-photos'] as const;

export const stayPhotosKeys = {
  all,
  stay: (stayId: string) => [...all, 'stage', stayId] as const,
  photos: (stayId: string) => [...all, 'photos', stayId] as const,
};
