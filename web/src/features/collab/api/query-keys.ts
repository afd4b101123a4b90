/** Every query key of the trainers' collaboration pages, built here only. */
const all = ['collab'] as const;

export const collabKeys = {
  all,
  stage: (stageId: string) => [...all, 'stage', stageId] as const,
  trainees: (stageId: string) => [...all, 'trainees', stageId] as const,
  report: (stageId: string, label: string) => [...all, 'report', stageId, label] as const,
  comments: () => [...all, 'comments'] as const,
  folders: () => [...all, 'folders'] as const,
  folderFiles: (folderName: string) => [...all, 'folder-files', folderName] as const,
  booklets: () => [...all, 'booklets'] as const,
  stageDocuments: (stageId: string) => [...all, 'stage-documents', stageId] as const,
};
