/** Every query key of the public stay list, built here only. */
const all = ['stages'] as const;

export const staysKeys = {
  all,
  active: () => [...all, 'active'] as const,
};
