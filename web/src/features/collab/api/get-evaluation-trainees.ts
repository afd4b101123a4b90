/** The trainees of a stay whose reports can be written. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getEvaluationTrainees = (stageId: string, signal?: AbortSignal) =>
  apiFetch(collabRoutes.listEvaluationTrainees, { params: { stageId }, auth: 'any', signal });

export const evaluationTraineesOptions = (stageId: string) =>
  queryOptions({
    queryKey: collabKeys.trainees(stageId),
    queryFn: ({ signal }) => getEvaluationTrainees(stageId, signal),
  });

/** Read by the page once its loader has put the trainees in the cache. */
export const useEvaluationTrainees = (stageId: string) =>
  useSuspenseQuery(evaluationTraineesOptions(stageId));
