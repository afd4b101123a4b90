/** Unsubscribes the family of a digest's link from its stay's digests of new photos. */
import { useMutation } from '@tanstack/react-query';
import { digestRoutes } from '#shared/routes/digest';
import { apiFetch } from '#web/lib/api-client';

export const unsubscribe = (token: string) =>
  apiFetch(digestRoutes.unsubscribeDigest, { query: { token }, auth: 'none' });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
