/** Request and response schemas of the trainer area: contact, participants, deletions. */
import * as z from 'zod';
import { imageConsentSchema } from './image-consent.js';
import { FIELD_MAX_LENGTH, MAX_DELETE_BATCH, MAX_UPLOAD_BATCH } from './limits.js';
import { messages } from './messages.js';
import { idSchema } from './schemas.js';

export const photoIdParamsSchema = z.object({ stageId: idSchema, id: idSchema });

/** One director of the stay as the photo-responsible page shows it: name, e-mail, phone, category. */
export const stayContactSchema = z
  .object({
    id: idSchema,
    nom: z.string(),
    prenom: z.string(),
    mail: z.string(),
    telephone: z.string(),
    cat: z.enum(['centre', 'sejour']),
  })
  .meta({ id: 'StageContact' });
export const stayContactListSchema = z.array(stayContactSchema).meta({ id: 'StageContactList' });
export type StayContact = z.infer<typeof stayContactSchema>;

const participantEdit = z.object({
  id: idSchema,
  nom: z.string().trim().min(1, messages.admin.traineeFieldsRequired).max(FIELD_MAX_LENGTH.personName),
  prenom: z.string().trim().min(1, messages.admin.traineeFieldsRequired).max(FIELD_MAX_LENGTH.personName),
  mailRL: z.email('Adresse e-mail invalide.').max(FIELD_MAX_LENGTH.email),
  /** Absent (a page of before): the stored consent is kept. */
  droit_image: imageConsentSchema.optional(),
});

/** `POST save-stagiaires`: the stay in the body, with the participants a director edited. */
export const saveParticipantsRequestSchema = z
  .object({ stageId: idSchema, stagiaires: z.array(participantEdit).min(1).max(500) })
  .meta({ id: 'SaveParticipantsRequest' });
export const saveParticipantsResponseSchema = z
  .object({ message: z.string(), saved: z.number().int() })
  .meta({ id: 'SaveParticipantsResponse' });

export const deletePhotosRequestSchema = z
  .object({ ids: z.array(idSchema).min(1).max(MAX_DELETE_BATCH) })
  .meta({ id: 'DeletePhotosRequest' });

/** Deleted photos, and those that could not be (partly) deleted, with why: nothing is hidden. */
export const deletePhotosResponseSchema = z
  .object({
    message: z.string(),
    deleted: z.array(idSchema),
    failed: z.array(z.object({ id: idSchema, message: z.string() })),
  })
  .meta({ id: 'DeletePhotosResponse' });
export type DeletePhotosResponse = z.infer<typeof deletePhotosResponseSchema>;

export const completeUploadsRequestSchema = z
  .object({
    /** The browser's own count: accepted for older pages, never used (the server counts). */
    count: z
      .number()
      .int()
      .min(1)
      .max(MAX_UPLOAD_BATCH * 100)
      .optional(),
  })
  .meta({ id: 'CompleteUploadsRequest' });
export const completeUploadsResponseSchema = z
  /** `mailId` is absent when no new photo was ready to announce. */
  .object({ message: z.string(), mailId: z.string().optional() })
  .meta({ id: 'CompleteUploadsResponse' });
