/**
 * Every admin page checks the stored administrator token with the server on entry (spec 001 §2.1,
 * §4): none, or one the server refuses, and the user goes to /connexion-portail.
 */
import { redirect } from 'react-router-dom';
import { webRoutes } from '../../../../../shared/web-routes';
import { isApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { adminFetch } from '../api/admin-api';

export const requireAdmin = async (signal?: AbortSignal): Promise<{ username: string }> => {
  if (!session.adminToken()) throw redirect(webRoutes.adminLogin);
  try {
    const answer = await adminFetch('verifyToken', signal ? { signal } : {});
    return { username: answer.username };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) session.clearAdminToken();
    throw redirect(webRoutes.adminLogin);
  }
};
