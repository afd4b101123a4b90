/** An entry of a stay's photo deletion log (table photo-deletions): one per deleted photo. Pure. */
import * as z from 'zod';
import { messages } from '#shared/messages.js';
import { photoDeletionSchema } from '#shared/photo-admin-schemas.js';
import type { PhotoRecord } from './photo.js';
import type { Principal } from './tokens.js';

/** The entry as stored: what the administrators read, under its stay. */
export const photoDeletionRecordSchema = z
  .object({ stageId: z.string(), ...photoDeletionSchema.shape })
  .readonly();

export type PhotoDeletionRecord = z.infer<typeof photoDeletionRecordSchema>;

/**
 * What the log keeps of a deleted stay, beside its photos' entries: what names it in the attestation
 * once its own record is gone.
 */
export const deletedStaySchema = z
  .object({
    stageId: z.string(),
    nom_stage: z.string(),
    ville: z.string().optional(),
    date_debut: z.string(),
    date_fin: z.string(),
    deleted_at: z.string(),
    deleted_by: z.string().nullable(),
  })
  .readonly();

export type DeletedStay = z.infer<typeof deletedStaySchema>;

/** The sort key of a stay's own entry in the log: no photo id starts with '#'. */
export const DELETED_STAY_KEY = '#sejour';

/** What the log keeps of a deleted photo; a record read from a stream may lack the optional facts. */
export type DeletedPhoto = Pick<PhotoRecord, 'stageId' | 'photoId' | 'duree_diffusion' | 'active_par'> &
  Partial<Pick<PhotoRecord, 'taken_at' | 'date_depose' | 'original_name' | 'bytes'>>;

/** Who deleted a photo, as the log names them: null when no one did (its date passed). */
export type DeletedBy = string | null;

/** The log's name for whoever a token speaks for: an administrator by name, a stay's team as such. */
export const deletedByOf = (principal: Principal | undefined): DeletedBy =>
  principal?.role === 'admin' ? principal.username : messages.photoAdmin.deletionLog.stayTeam;

/**
 * The entry for a photo whose `objects` stored files went at `at`, for the reason given, by `by`:
 * enough to prove what went (when it was taken, its name, its size) once the photo is gone.
 */
export const deletionEntry = (
  photo: DeletedPhoto,
  reason: PhotoDeletionRecord['reason'],
  objects: number,
  at: Date,
  by: DeletedBy,
): PhotoDeletionRecord => ({
  stageId: photo.stageId,
  photoId: photo.photoId,
  deleted_at: at.toISOString(),
  duree_diffusion: photo.duree_diffusion ?? null,
  active_par: photo.active_par ?? null,
  reason,
  objects,
  deleted_by: by,
  ...((photo.taken_at ?? photo.date_depose) ? { taken_at: photo.taken_at ?? photo.date_depose } : {}),
  original_name: photo.original_name ?? null,
  bytes: photo.bytes ?? null,
});
