/** The default subject and message of the password mail, with the sign-in link. */
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';

export const signInLink = (origin: string, stayId: string): string =>
  `${origin}${webRoutes.login}?stageId=${encodeURIComponent(stayId)}`;

export const defaultMail = (
  org: string,
  origin: string,
  stay: { id: string; nom_stage: string },
  password: string,
) => ({
  subject: messages.backOffice.defaultSubject(org, stay.nom_stage),
  message: messages.backOffice.defaultMessage(stay.nom_stage, password, signInLink(origin, stay.id)),
});
