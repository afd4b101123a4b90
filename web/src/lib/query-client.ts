/**
 * The app's one query cache (TanStack Query). Route loaders fill it (`fetchQuery`) and pages read the
 * same query options, so a page opens with its data and a mutation refreshes exactly what it changed.
 */
import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A page opened again within this time shows what its loader just read instead of asking twice.
      staleTime: 30_000,
      // A refused read is shown as it is; the calls that must wait out a busy API say so themselves
      // (the polls back off, the uploads retry).
      retry: false,
      refetchOnWindowFocus: false,
      // The API client reports a missing network as an error of its own: nothing waits for `online`.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * What one session read is never shown to the next one (a shared family computer, an administrator
 * signing out): at every sign-in and sign-out, here or in another tab, the cache forgets what no page
 * shows and marks the rest out of date, so the next loader asks the server again. The page on screen
 * keeps its data until it is left, rather than falling back to a loading state under the user.
 */
export const forgetSessionData = (client: QueryClient): void => {
  client.removeQueries({ predicate: (query) => !query.isActive() });
  void client.invalidateQueries({ refetchType: 'none' });
};

subscribeSession(() => forgetSessionData(queryClient));
