/**
 * Every administrator page checks the stored administrator token with the server on entry: none,
 * or one the server refuses, and the user goes to /connexion-portail. Shared by the back-office and
 * the photo management pages.
 */
import { queryOptions } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { coreRoutes } from '../../../shared/routes/core';
import { webRoutes } from '../../../shared/web-routes';
import { apiFetch, isApiError } from './api-client';
import { queryClient } from './query-client';
import { session } from './session';

export const adminSessionOptions = () =>
  queryOptions({
    queryKey: ['admin-session'] as const,
    queryFn: ({ signal }) => apiFetch(coreRoutes.verifyToken, { auth: 'admin', signal }),
    // Asked of the server at each page entry: a token revoked elsewhere is noticed at once.
    staleTime: 0,
  });

export const requireAdmin = async (signal?: AbortSignal): Promise<{ username: string }> => {
  if (!session.adminToken()) throw redirect(webRoutes.adminLogin);
  try {
    const answer = await queryClient.fetchQuery(adminSessionOptions());
    return { username: answer.username };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) session.clearAdminToken();
    throw redirect(webRoutes.adminLogin);
  }
};
