/** The trainers' question board: questions with their replies, new questions, new replies. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { Commentaire, Reponse } from '../../../../../shared/collab-schemas';
import { apiFetch } from '../../../lib/api-client';

export const getComments = (signal?: AbortSignal): Promise<Commentaire[]> =>
  apiFetch(apiRoutes.listComments, { auth: 'any', signal });

export const postComment = (nom: string, contenu: string): Promise<Commentaire> =>
  apiFetch(apiRoutes.createComment, { body: { nom, contenu }, auth: 'any' });

export const postReply = (commentaireId: string, nom: string, contenu: string): Promise<Reponse> =>
  apiFetch(apiRoutes.createReply, { body: { commentaireId, nom, contenu }, auth: 'any' });
