/**
 * Saves both reports of a trainee. The body names the version the form started from: a colleague's
 * save in between is refused (409) instead of being overwritten.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export type SaveReportInput = BodyOf<typeof collabRoutes.saveReport>;

export const saveReport = (body: SaveReportInput) => apiFetch(collabRoutes.saveReport, { body, auth: 'any' });

export const useSaveReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReport,
    onSuccess: (_answer, { stageId: stayId, nom }) =>
      void client.invalidateQueries({ queryKey: collabKeys.report(stayId, nom) }),
  });
};
