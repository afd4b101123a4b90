/**
 * Loaders of the trainer's stay pages: no token, or a refusal, goes to sign-in and back here. A
 * server that does not answer (in time) or fails is no refusal: the error page offers to try again,
 * the session kept.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loginWithRedirect } from '#shared/web-routes';
import { isRefusal } from '#web/lib/api-client';
import { session } from '#web/lib/session';

export const directorLoader =
  <T>(load: (stayId: string, signal: AbortSignal) => Promise<T>) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<T> => {
    const here = new URL(request.url).pathname;
    if (!session.token()) throw redirect(loginWithRedirect(here));
    try {
      return await load(params.stageId ?? '', request.signal);
    } catch (error) {
      if (request.signal.aborted || !isRefusal(error)) throw error;
      console.error(error);
      throw redirect(loginWithRedirect(here));
    }
  };
