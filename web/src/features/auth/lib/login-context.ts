/**
 * What /connexion needs from its address: the page to return to after signing
 * in (`redirect`, only ever a path of this site) and the stay whose password is asked: the stay named
 * by the return path (e.g. /stage-details/abc), else the `stageId` parameter.
 */
import { idSchema } from '#shared/schemas';
import { webRoutes } from '#shared/web-routes';

const BASE = 'https://portail.invalid';

/** A path of this site (with its query), or null for anything that could lead elsewhere. */
export const safeRedirectTarget = (raw: string | null): string | null => {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Coming back to the sign-in page itself would loop.
  if (url.pathname === webRoutes.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Pages whose path ends with a stay id. */
const STAY_PATH = /^\/(?:stage-details|doc-stage|identite|stagiaire|evaluation|doc-stagiaire)\/([^/]+)\/?$/;

export const stayIdFromPath = (path: string): string | null => {
  const pathname = new URL(path, BASE).pathname;
  const segment = STAY_PATH.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return validStayId(decodeURIComponent(segment));
  } catch {
    return null;
  }
};

const validStayId = (value: string | null): string | null =>
  value !== null && idSchema.safeParse(value).success ? value : null;

export interface LoginContext {
  readonly redirect: string | null;
  readonly stageId: string | null;
}

export const readLoginContext = (search: URLSearchParams): LoginContext => {
  const redirect = safeRedirectTarget(search.get('redirect'));
  const stayId = (redirect ? stayIdFromPath(redirect) : null) ?? validStayId(search.get('stageId'));
  return { redirect, stageId: stayId };
};

/** Pages of the team: a family token is refused there. */
const TEAM_PATH =
  /^\/(?:formateur|doc-stage|identite|stagiaire|evaluation|doc-stagiaire|doc-apport|doc-details|livrets)(?:\/|$)/;
/** Pages of a family. */
const FAMILY_PATH = /^\/stage-details(?:\/|$)/;

const pathnameOf = (path: string): string => new URL(path, BASE).pathname;

/** Whether the sign-in was asked by a page of the team (the menu's 'Equipe' / 'Accès Equipe'). */
export const isTeamSignIn = (context: LoginContext): boolean =>
  context.redirect !== null && TEAM_PATH.test(pathnameOf(context.redirect));

/**
 * After signing in: the return path if it is a page of the signed-in role, else the home of the
 * role. A trainer who went through a stay's photo page (the only way to pick a stay from the public
 * list) lands in the team area, not on the families' page.
 */
export const destinationAfterLogin = (
  context: LoginContext,
  answer: { readonly userRole: 'stagiaire' | 'formateur'; readonly stageId: string },
): string => {
  const home =
    answer.userRole === 'formateur' ? webRoutes.directorHome : webRoutes.stayDetails(answer.stageId);
  if (!context.redirect) return home;
  const otherRolePage = answer.userRole === 'formateur' ? FAMILY_PATH : TEAM_PATH;
  return otherRolePage.test(pathnameOf(context.redirect)) ? home : context.redirect;
};
