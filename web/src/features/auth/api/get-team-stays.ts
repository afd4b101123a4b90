/**
 * Every stay a trainer may sign in to, switched-off ones included: the team picks its own stay on
 * /connexion instead of going through the families' list (which hides switched-off stays), and the
 * page names the stay whose password is asked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import type { StaySummary } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { authKeys } from './query-keys';

export const getTeamStays = (signal?: AbortSignal) =>
  apiFetch(coreRoutes.listTeamStages, { auth: 'none', signal });

export const teamStaysOptions = () =>
  queryOptions({ queryKey: authKeys.teamStays(), queryFn: ({ signal }) => getTeamStays(signal) });

export const useTeamStays = () => useQuery(teamStaysOptions());

export type StayLabel = Pick<StaySummary, 'nom_stage' | 'date_debut' | 'date_fin'>;

/** The name and dates of the stay a sign-in is for; none when it is not listed or the list failed. */
export const useStayLabel = (stayId: string | null) =>
  useQuery({
    ...teamStaysOptions(),
    enabled: stayId !== null,
    select: (stays): StayLabel | null => stays.find((stay) => stay.id === stayId) ?? null,
  }).data ?? null;
