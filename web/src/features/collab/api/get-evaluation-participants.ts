/** The trainees of a stay whose reports can be written. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getEvaluationParticipants = (stayId: string, signal?: AbortSignal) =>
  apiFetch(collabRoutes.listEvaluationTrainees, { params: { stageId: stayId }, auth: 'any', signal });

export const evaluationParticipantsOptions = (stayId: string) =>
  queryOptions({
    queryKey: collabKeys.participants(stayId),
    queryFn: ({ signal }) => getEvaluationParticipants(stayId, signal),
  });

/** Read by the page once its loader has put the trainees in the cache. */
export const useEvaluationParticipants = (stayId: string) =>
  useSuspenseQuery(evaluationParticipantsOptions(stayId));
