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
  stage: (stayId: string) => [...all, 'stage', stayId] as const,
  stageNames: () => [...all, 'stage-names'] as const,
  stageNamesPage: (page: number, q: string) => [...adminKeys.stageNames(), { page, q }] as const,
  uniqueStays: () => [...all, 'unique-stays'] as const,
  seasons: () => [...all, 'seasons'] as const,
  stageCounts: (stayId: string) => [...all, 'stage-counts', stayId] as const,
  directors: () => [...all, 'directors'] as const,
  assignableStages: () => [...all, 'assignable-stages'] as const,
  booklets: () => [...all, 'booklets'] as const,
  recipients: (stayId: string, type: PasswordType) => [...all, 'recipients', stayId, type] as const,
  stagePasswords: (stayId: string) => [...all, 'stage-passwords', stayId] as const,
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
