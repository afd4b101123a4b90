/** The default subject and message of the password mail, with the sign-in link. */
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';

export const signInLink = (origin: string, stageId: string): string =>
  `${origin}${webRoutes.login}?stageId=${encodeURIComponent(stageId)}`;

export const defaultMail = (
  org: string,
  origin: string,
  stage: { id: string; nom_stage: string },
  password: string,
) => ({
  subject: messages.backOffice.defaultSubject(org, stage.nom_stage),
  message: messages.backOffice.defaultMessage(stage.nom_stage, password, signInLink(origin, stage.id)),
});
