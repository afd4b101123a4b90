/**
 * Where 'Mes photos de vacances' leads: with no stored token, to the sign-in
 * page; otherwise the token's stay is asked for and the family goes to its photos. A 401 means the
 * token is dead: it is removed. Any other failure, network included, also leads to the sign-in page.
 */
import { webRoutes } from '#shared/web-routes';

export interface FamilyDestinationDeps {
  readonly hasToken: () => boolean;
  readonly fetchStayId: () => Promise<string>;
  readonly clearToken: () => void;
  /** The status of a failed lookup, if it had one. */
  readonly statusOf: (error: unknown) => number | null;
}

export const resolveFamilyDestination = async (deps: FamilyDestinationDeps): Promise<string> => {
  if (!deps.hasToken()) return webRoutes.login;
  try {
    return webRoutes.stayDetails(await deps.fetchStayId());
  } catch (error) {
    if (deps.statusOf(error) === 401) deps.clearToken();
    return webRoutes.login;
  }
};
