/** Every query key of the photo management page, built here only. */
const all = ['photo-admin'] as const;

export const photoAdminKeys = {
  all,
  stay: (stayId: string) => [...all, 'stage', stayId] as const,
  photos: (stayId: string) => [...all, 'photos', stayId] as const,
  deletions: (stayId: string) => [...all, 'deletions', stayId] as const,
  imageRefusals: (stayId: string) => [...all, 'image-refusals', stayId] as const,
};
