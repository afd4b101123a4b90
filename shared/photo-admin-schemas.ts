/** Schemas of the administrators' photo management: validation, deletion log. */
import * as z from 'zod';
import { MAX_VALIDATION_BATCH } from './limits.js';
import { messages } from './messages.js';
import { idSchema, isoDateSchema } from './schemas.js';

export const photoValidationSchema = z
  .object({
    id: idSchema,
    actif: z.union([z.literal(0), z.literal(1)]),
    active_par: z.string().trim().min(1).max(120),
    /**
     * The day the photo goes. Required for a visible photo; absent for a hidden one, which then
     * keeps the date it already had (or none): a date is only ever given to the photos it names.
     */
    duree_diffusion: isoDateSchema.optional(),
  })
  .refine((photo) => photo.actif === 0 || photo.duree_diffusion !== undefined, {
    message: messages.admin.approvalRequired,
    path: ['duree_diffusion'],
  });

export const validatePhotosRequestSchema = z
  .object({
    photos: z
      .array(photoValidationSchema)
      .min(1)
      .max(MAX_VALIDATION_BATCH)
      .refine((photos) => new Set(photos.map((photo) => photo.id)).size === photos.length, {
        message: 'Une photo figure deux fois.',
      }),
    /**
     * The administrator confirmed that photos dated today or earlier go now: without it such a
     * date is refused, so a date picked by mistake never deletes anything.
     */
    supprimer_maintenant: z.boolean().optional(),
    /**
     * The approver confirmed they looked for the children without droit à l'image in these photos:
     * required when the stay has one.
     */
    droit_image_verifie: z.boolean().optional(),
  })
  .meta({ id: 'ValidatePhotosRequest' });

export const validatePhotosResponseSchema = z
  .object({ message: z.string(), updated: z.number().int() })
  .meta({ id: 'ValidatePhotosResponse' });

export const photoDeletionSchema = z
  .object({
    photoId: idSchema,
    deleted_at: z.string(),
    duree_diffusion: isoDateSchema.nullable(),
    active_par: z.string().nullable(),
    /**
     * ttl: the deletion date passed; suppression: someone deleted the photo; sejour: it went with
     * its stay.
     */
    reason: z.enum(['ttl', 'suppression', 'purge', 'sejour']),
    objects: z.number().int(),
    /** Who deleted it: an administrator's name, the stay's team; null when its date passed. */
    deleted_by: z.string().nullable().optional(),
    /** When the photo was taken (else sent), as families saw it dated. */
    taken_at: z.string().optional(),
    /** The file's name on the trainer's phone, when it was sent from one. */
    original_name: z.string().nullable().optional(),
    /** Bytes of the original removed. */
    bytes: z.number().int().nullable().optional(),
  })
  .meta({ id: 'PhotoDeletion' });

export type PhotoDeletion = z.infer<typeof photoDeletionSchema>;

export const photoDeletionListSchema = z.array(photoDeletionSchema).meta({ id: 'PhotoDeletionList' });

export const rotatePhotosRequestSchema = z
  .object({
    photoIds: z
      .array(idSchema)
      .min(1)
      .max(MAX_VALIDATION_BATCH)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Une photo figure deux fois.' }),
  })
  .meta({ id: 'RotatePhotosRequest' });

export const rotatePhotosResponseSchema = z
  .object({
    message: z.string(),
    /** The version each photo will have once turned: the page waits for it. */
    photos: z.array(z.object({ id: idSchema, version: z.number().int() })),
  })
  .meta({ id: 'RotatePhotosResponse' });
