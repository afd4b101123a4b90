/**
 * Every administrator page checks the stored administrator token with the server on entry: none,
 * or one the server refuses, and the user goes to /connexion-portail, which brings them back to the
 * page once signed in. A server that does not answer is no refusal: the error page offers to try
 * again, the session kept. Shared by the back-office and the photo management pages.
 */
import { queryOptions } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { coreRoutes } from '#shared/routes/core';
import { webRoutes } from '#shared/web-routes';
import { apiFetch, isApiError, isRefusal } from './api-client';
import { queryClient } from './query-client';
import { session } from './session';

export const adminSessionOptions = () =>
  queryOptions({
    queryKey: ['admin-session'] as const,
    queryFn: ({ signal }) => apiFetch(coreRoutes.verifyToken, { auth: 'admin', signal }),
    // Asked of the server at each page entry: a token revoked elsewhere is noticed at once.
    staleTime: 0,
  });

/** The administrator pages a sign-in may return to; anything else returns to the portal. */
const ADMIN_PAGE = /^\/(?:portail|photos-modify\/[^/?#\\]+|stage-modify\/[^/?#\\]+)$/;

/** /connexion-portail, then back to `path`. */
export const adminLoginWithRedirect = (path: string): string =>
  ADMIN_PAGE.test(path)
    ? `${webRoutes.adminLogin}?redirect=${encodeURIComponent(path)}`
    : webRoutes.adminLogin;

/** Where the administrator goes once signed in: the page that asked, if it is an administrator's. */
export const adminReturnPath = (redirectParameter: string | null): string =>
  redirectParameter !== null && ADMIN_PAGE.test(redirectParameter)
    ? redirectParameter
    : webRoutes.adminPortal;

/** The administrator's name; a missing or refused token goes to the sign-in page, and back. */
export const requireAdmin = async (request: Request): Promise<{ username: string }> => {
  const backHere = adminLoginWithRedirect(new URL(request.url).pathname);
  if (!session.adminToken()) throw redirect(backHere);
  try {
    const answer = await queryClient.fetchQuery(adminSessionOptions());
    return { username: answer.username };
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (!isRefusal(error)) throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) session.clearAdminToken();
    throw redirect(backHere);
  }
};
