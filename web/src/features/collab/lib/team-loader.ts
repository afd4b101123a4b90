/**
 * The collaboration pages are for trainers (and administrators). Without a token, or when the API
 * refuses the one stored, the visitor goes to the sign-in page, which brings them back here.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loginWithRedirect } from '#shared/web-routes';
import { isApiError } from '#web/lib/api-client';
import { session } from '#web/lib/session';

export const teamLoader =
  <T>(load: (args: LoaderFunctionArgs) => Promise<T>) =>
  async (args: LoaderFunctionArgs): Promise<T> => {
    const here = new URL(args.request.url).pathname;
    if (!session.token() && !session.adminToken()) throw redirect(loginWithRedirect(here));
    try {
      return await load(args);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403))
        throw redirect(loginWithRedirect(here));
      throw error;
    }
  };
