/** The query keys of the zip archives (families on /stage-details, administrators on /photos-modify). */
export const archiveKeys = {
  all: ['archives'] as const,
  status: (stayId: string, archiveId: string) => [...archiveKeys.all, stayId, archiveId] as const,
};
