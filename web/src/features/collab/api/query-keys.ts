/** Every query key of the trainers' collaboration pages, built here only. */
const all = ['collab'] as const;

export const collabKeys = {
  all,
  stay: (stayId: string) => [...all, 'stage', stayId] as const,
  participants: (stayId: string) => [...all, 'trainees', stayId] as const,
  report: (stayId: string, label: string) => [...all, 'report', stayId, label] as const,
  comments: () => [...all, 'comments'] as const,
  folders: () => [...all, 'folders'] as const,
  folderFiles: (folderName: string) => [...all, 'folder-files', folderName] as const,
  booklets: () => [...all, 'booklets'] as const,
  stayDocuments: (stayId: string) => [...all, 'stage-documents', stayId] as const,
};
