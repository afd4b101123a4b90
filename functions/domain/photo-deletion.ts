/** An entry of a stay's photo deletion log (table photo-deletions): one per deleted photo. Pure. */
import * as z from 'zod';
import { photoDeletionSchema } from '../../shared/photo-admin-schemas.js';
import type { PhotoRecord } from './photo.js';

/** The entry as stored: what the administrators read, under its stay. */
export const photoDeletionRecordSchema = z
  .object({ stageId: z.string(), ...photoDeletionSchema.shape })
  .readonly();

export type PhotoDeletionRecord = z.infer<typeof photoDeletionRecordSchema>;

/** The entry for a photo whose `objects` stored files went at `at`, for the reason given. */
export const deletionEntry = (
  photo: Pick<PhotoRecord, 'stageId' | 'photoId' | 'duree_diffusion' | 'active_par'>,
  reason: PhotoDeletionRecord['reason'],
  objects: number,
  at: Date,
): PhotoDeletionRecord => ({
  stageId: photo.stageId,
  photoId: photo.photoId,
  deleted_at: at.toISOString(),
  duree_diffusion: photo.duree_diffusion ?? null,
  active_par: photo.active_par ?? null,
  reason,
  objects,
});
