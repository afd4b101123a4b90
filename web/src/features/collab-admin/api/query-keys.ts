/** Every query key of the evaluations report panel, built here only. */
const all = ['collab-admin'] as const;

export const collabAdminKeys = {
  all,
  stays: () => [...all, 'stages'] as const,
};
