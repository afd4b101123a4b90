/** Every query key of the sign-in page, built here only. */
const all = ['auth'] as const;

export const authKeys = {
  all,
  teamStays: () => [...all, 'team-stays'] as const,
};
