/**
 * The seasons panel's calls: the stays by season, what each stay holds (read stay by stay, so that
 * the list shows at once and the counts follow), an action on a stay asked until it is done, and a
 * season's attestation.
 */
import { queryOptions } from '@tanstack/react-query';
import { seasonRoutes } from '#shared/routes/seasons';
import type { SeasonAction, SeasonActionResponse } from '#shared/season-schemas';
import { apiFetch } from '#web/lib/api-client';
import { saveBase64 } from '#web/lib/save-file';
import { askUntilDone } from '../lib/ask-until-done';
import { adminKeys } from './query-keys';

export const seasonsOptions = () =>
  queryOptions({
    queryKey: adminKeys.seasons(),
    queryFn: ({ signal }) => apiFetch(seasonRoutes.listSeasons, { auth: 'admin', signal }),
  });

export const stayCountsOptions = (stayId: string) =>
  queryOptions({
    queryKey: adminKeys.stayCounts(stayId),
    queryFn: ({ signal }) =>
      apiFetch(seasonRoutes.getStageCounts, { params: { stageId: stayId }, auth: 'admin', signal }),
  });

/** The action on one stay, asked again while a purge says photos are left. */
export const applySeasonAction = (
  stayId: string,
  action: SeasonAction,
  onProgress: (answer: SeasonActionResponse) => void,
): Promise<SeasonActionResponse> =>
  askUntilDone(
    () =>
      apiFetch(seasonRoutes.applySeasonAction, {
        params: { stageId: stayId },
        body: { action },
        auth: 'admin',
      }),
    onProgress,
  );

export const downloadSeasonAttestation = async (season: string): Promise<void> =>
  saveBase64(await apiFetch(seasonRoutes.downloadSeasonAttestation, { params: { season }, auth: 'admin' }));
