/**
 * Every query key of the back-office, built here only. Keys nest: invalidating `participantsOf(id)`
 * refreshes every page of that stay's participants.
 */
import type { z } from 'zod';
import type { DirectorCategory, passwordTypeSchema } from '#shared/admin-schemas';

type PasswordType = z.infer<typeof passwordTypeSchema>;

const all = ['admin'] as const;

export const adminKeys = {
  all,
  stay: (stayId: string) => [...all, 'stage', stayId] as const,
  stayNames: () => [...all, 'stage-names'] as const,
  stayNamesPage: (page: number, q: string) => [...adminKeys.stayNames(), { page, q }] as const,
  uniqueStays: () => [...all, 'unique-stays'] as const,
  seasons: () => [...all, 'seasons'] as const,
  stayCounts: (stayId: string) => [...all, 'stage-counts', stayId] as const,
  directors: () => [...all, 'directors'] as const,
  assignableStays: () => [...all, 'assignable-stages'] as const,
  booklets: () => [...all, 'booklets'] as const,
  recipients: (stayId: string, type: PasswordType) => [...all, 'recipients', stayId, type] as const,
  stayPasswords: (stayId: string) => [...all, 'stage-passwords', stayId] as const,
  mailLog: () => [...all, 'mail-log'] as const,
  mailLogPage: (cursor: string | null) => [...adminKeys.mailLog(), cursor] as const,
  allParticipants: () => [...all, 'participants'] as const,
  participantsOf: (stayId: string) => [...adminKeys.allParticipants(), stayId] as const,
  participants: (stayId: string, page: number) => [...adminKeys.participantsOf(stayId), page] as const,
  allStayDirectors: () => [...all, 'stay-directors'] as const,
  stayDirectorsOf: (stayId: string) => [...adminKeys.allStayDirectors(), stayId] as const,
  stayDirectors: (stayId: string, cat: DirectorCategory) =>
    [...adminKeys.stayDirectorsOf(stayId), cat] as const,
};
