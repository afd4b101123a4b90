/** The trainers' question board: questions with their replies, new questions, new replies. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { Commentaire, Reponse } from '../../../../../shared/collab-schemas';
import { apiFetch } from '../../../lib/api-client';

export const getComments = (signal?: AbortSignal): Promise<Commentaire[]> =>
  apiFetch(apiRoutes.listComments, { auth: 'any', signal });

/** `idempotencyKey`: one per message, kept until it is posted, so a retry never posts it twice. */
export const postComment = (nom: string, contenu: string, idempotencyKey: string): Promise<Commentaire> =>
  apiFetch(apiRoutes.createComment, { body: { nom, contenu }, auth: 'any', idempotencyKey });

export const postReply = (
  commentaireId: string,
  nom: string,
  contenu: string,
  idempotencyKey: string,
): Promise<Reponse> =>
  apiFetch(apiRoutes.createReply, { body: { commentaireId, nom, contenu }, auth: 'any', idempotencyKey });
