/** Loaders of the trainer's stay pages: no token, or any refusal, goes to sign-in and back here. */
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loginWithRedirect } from '../../../../../shared/web-routes';
import { session } from '../../../lib/session';

export const trainerLoader =
  <T>(load: (stageId: string, signal: AbortSignal) => Promise<T>) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<T> => {
    const here = new URL(request.url).pathname;
    if (!session.token()) throw redirect(loginWithRedirect(here));
    try {
      return await load(params.stageId ?? '', request.signal);
    } catch (error) {
      if (request.signal.aborted) throw error;
      console.error(error);
      throw redirect(loginWithRedirect(here));
    }
  };
