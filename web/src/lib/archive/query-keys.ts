/** The query keys of the zip archives (families on /stage-details, administrators on /photos-modify). */
export const archiveKeys = {
  all: ['archives'] as const,
  status: (stageId: string, archiveId: string) => [...archiveKeys.all, stageId, archiveId] as const,
};
