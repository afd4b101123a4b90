/** The trainers' question board ("Questions/Réponses"): questions and replies. */
import { askQuestion } from '#functions/services/collab/ask-question.js';
import { listBoard } from '#functions/services/collab/list-board.js';
import { replyToQuestion } from '#functions/services/collab/reply-to-question.js';
import type { RouteHandlers } from '../route-handler.js';

export const collabBoardHandlers: RouteHandlers<'listComments' | 'createComment' | 'createReply'> = {
  async listComments(_input, deps) {
    return { body: await listBoard(deps.collab) };
  },

  async createComment({ body, principal }, deps) {
    return { body: await askQuestion({ ...deps.collab, clock: deps.clock }, { ...body, principal }) };
  },

  async createReply({ body, principal }, deps) {
    return { body: await replyToQuestion({ ...deps.collab, clock: deps.clock }, { ...body, principal }) };
  },
};
