/**
 * The trainers' question board ("Questions/Réponses"): questions, each with its replies, shared by
 * every trainer of the organisation. Pure: the entry as stored and how the board is shown.
 */
import * as z from 'zod';
import type { Commentaire, Reponse } from '#shared/collab-schemas.js';
import type { Principal } from './tokens.js';

export const boardEntrySchema = z.object({
  id: z.string().min(1),
  /** Set on replies: the question they answer. */
  commentaireId: z.string().optional(),
  nom: z.string(),
  contenu: z.string(),
  created_at: z.string(),
  /** The stay of the trainer who wrote it, kept for the organisation, never shown. */
  author_stage: z.string().optional(),
});

export type BoardEntry = z.infer<typeof boardEntrySchema>;
export type BoardReply = BoardEntry & { readonly commentaireId: string };

/** Administrators write for the organisation, not for a stay. */
export const authorStay = (principal: Principal): string | undefined =>
  principal.role === 'admin' ? undefined : principal.stageId;

export const toReply = (entry: BoardReply): Reponse => ({
  id: entry.id,
  commentaireId: entry.commentaireId,
  nom: entry.nom,
  contenu: entry.contenu,
  date: entry.created_at,
});

export const toQuestion = (entry: BoardEntry): Commentaire => ({
  id: entry.id,
  nom: entry.nom,
  contenu: entry.contenu,
  date: entry.created_at,
  reponses: [],
});

/** The board comes sorted question, its replies, next question…: fold it into a tree. */
export const toThreads = (entries: readonly BoardEntry[]): Commentaire[] => {
  const threads = new Map<string, Commentaire>();
  for (const entry of entries) {
    const { commentaireId } = entry;
    if (commentaireId === undefined) threads.set(entry.id, toQuestion(entry));
    // A reply whose question is gone is dropped.
    else threads.get(commentaireId)?.reponses.push(toReply({ ...entry, commentaireId }));
  }
  return [...threads.values()];
};
