/** The trainers' question board (spec 000 §2 "Questions/Réponses", §7): questions and replies. */
import type { Commentaire, Reponse } from '../../../shared/collab-schemas.js';
import { messages } from '../../../shared/messages.js';
import type { BoardEntry } from '../../adapters/comment-board.js';
import { newId } from '../../domain/ids.js';
import type { Principal } from '../../domain/tokens.js';
import { ServiceError } from '../../services/service-error.js';
import type { RouteHandlers } from '../route-handler.js';

const toReply = (entry: BoardEntry & { commentaireId: string }): Reponse => ({
  id: entry.id,
  commentaireId: entry.commentaireId,
  nom: entry.nom,
  contenu: entry.contenu,
  date: entry.created_at,
});

/** The board comes sorted question, its replies, next question…: fold it into a tree. */
export const toThreads = (entries: readonly BoardEntry[]): Commentaire[] => {
  const threads = new Map<string, Commentaire>();
  for (const entry of entries) {
    if (entry.commentaireId === undefined) {
      threads.set(entry.id, {
        id: entry.id,
        nom: entry.nom,
        contenu: entry.contenu,
        date: entry.created_at,
        reponses: [],
      });
    } else {
      threads
        .get(entry.commentaireId)
        ?.reponses.push(toReply({ ...entry, commentaireId: entry.commentaireId }));
    }
  }
  return [...threads.values()];
};

const authorStage = (principal: Principal): string | undefined =>
  principal.role === 'admin' ? undefined : principal.stageId;

export const collabBoardHandlers: RouteHandlers<'listComments' | 'createComment' | 'createReply'> = {
  async listComments(_input, deps) {
    return { body: toThreads(await deps.collab.board.list()) };
  },

  async createComment({ body, principal }, deps) {
    const now = deps.clock();
    const entry: BoardEntry = {
      id: newId(now),
      nom: body.nom,
      contenu: body.contenu,
      created_at: now.toISOString(),
      author_stage: authorStage(principal),
    };
    await deps.collab.board.addQuestion(entry);
    return {
      body: { id: entry.id, nom: entry.nom, contenu: entry.contenu, date: entry.created_at, reponses: [] },
    };
  },

  async createReply({ body, principal }, deps) {
    const now = deps.clock();
    const entry = {
      id: newId(now),
      commentaireId: body.commentaireId,
      nom: body.nom,
      contenu: body.contenu,
      created_at: now.toISOString(),
      author_stage: authorStage(principal),
    };
    if (!(await deps.collab.board.addReply(entry)))
      throw new ServiceError('not-found', messages.collab.commentNotFound);
    return { body: toReply(entry) };
  },
};
