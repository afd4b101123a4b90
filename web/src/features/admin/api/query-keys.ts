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
  stage: (stageId: string) => [...all, 'stage', stageId] as const,
  stageNames: () => [...all, 'stage-names'] as const,
  stageNamesPage: (page: number, q: string) => [...adminKeys.stageNames(), { page, q }] as const,
  uniqueStays: () => [...all, 'unique-stays'] as const,
  seasons: () => [...all, 'seasons'] as const,
  stageCounts: (stageId: string) => [...all, 'stage-counts', stageId] as const,
  directors: () => [...all, 'directors'] as const,
  assignableStages: () => [...all, 'assignable-stages'] as const,
  booklets: () => [...all, 'booklets'] as const,
  recipients: (stageId: string, type: PasswordType) => [...all, 'recipients', stageId, type] as const,
  stagePasswords: (stageId: string) => [...all, 'stage-passwords', stageId] as const,
  mailLog: () => [...all, 'mail-log'] as const,
  mailLogPage: (cursor: string | null) => [...adminKeys.mailLog(), cursor] as const,
  allParticipants: () => [...all, 'participants'] as const,
  participantsOf: (stageId: string) => [...adminKeys.allParticipants(), stageId] as const,
  participants: (stageId: string, page: number) => [...adminKeys.participantsOf(stageId), page] as const,
  allStayDirectors: () => [...all, 'stay-directors'] as const,
  stayDirectorsOf: (stageId: string) => [...adminKeys.allStayDirectors(), stageId] as const,
  stayDirectors: (stageId: string, cat: DirectorCategory) =>
    [...adminKeys.stayDirectorsOf(stageId), cat] as const,
};
