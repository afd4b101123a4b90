/**
 * Request and response schemas of the administrator back-office. Field names are
 * the spec's; files never travel through the API: the browser asks for a signed upload, PUTs the
 * file to storage, then sends the key it was given.
 */
import * as z from 'zod';
import { fieldLabel } from './field-labels.js';
import { imageConsentSchema } from './image-consent.js';
import {
  ATTACHMENT_CONTENT_TYPES,
  CSV_CONTENT_TYPES,
  FIELD_MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  PHOTO_CONTENT_TYPES,
} from './limits.js';
import { messages } from './messages.js';
import { idSchema, isoDateSchema } from './schemas.js';
import { STAY_PASSWORD_MAX_LENGTH, samePasswords, stayPasswordProblem } from './stay-passwords.js';

const required = (max: number) => z.string().trim().min(1, messages.admin.requiredFields).max(max);

/** Lists that can grow are paginated on the server. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  q: z.string().max(100).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/**
 * A stay deletion's answer: done, or stopped after some of its photos to stay within one request's
 * time, with how many are left; the page asks again until done.
 */
export const stayDeletionResponseSchema = z
  .object({ message: z.string(), done: z.boolean(), photosLeft: z.number().int().nonnegative() })
  .meta({ id: 'StageDeletion' });
export type StayDeletionResponse = z.infer<typeof stayDeletionResponseSchema>;

/** A key the server chose when it signed an upload (see the `*-uploads` routes). */
export const stayFileKeySchema = z
  .string()
  .regex(/^stages\/files\/[a-z0-9]{21}(\.[a-z0-9]{1,5})?$/, 'Fichier inconnu.');

export const attachmentSchema = z.object({ key: stayFileKeySchema, name: z.string().min(1).max(255) });

const actifSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => (value ? 1 : 0) as 0 | 1);

const stayFields = {
  nom_stage: required(FIELD_MAX_LENGTH.stayText),
  ville: required(FIELD_MAX_LENGTH.stayText),
  cree_par: required(FIELD_MAX_LENGTH.stayText),
  actif: actifSchema,
  date_debut: isoDateSchema,
  date_fin: isoDateSchema,
  mdp_formateur: required(STAY_PASSWORD_MAX_LENGTH),
  mdp_stagiaire: required(STAY_PASSWORD_MAX_LENGTH),
};

/** Both passwords follow the rules and differ, or the stay is refused with the reason in French. */
const checkPasswords = (
  stay: { mdp_formateur: string; mdp_stagiaire: string },
  context: z.RefinementCtx,
): void => {
  for (const field of ['mdp_formateur', 'mdp_stagiaire'] as const) {
    const problem = stayPasswordProblem(stay[field]);
    // Two passwords, one rule: the message says which of them breaks it.
    if (problem)
      context.addIssue({ code: 'custom', message: `${fieldLabel([field])} : ${problem}`, path: [field] });
  }
  if (samePasswords(stay.mdp_stagiaire, stay.mdp_formateur)) {
    context.addIssue({ code: 'custom', message: messages.passwords.identical, path: ['mdp_stagiaire'] });
  }
};

const datesInOrder = (stay: { date_debut: string; date_fin: string }) => stay.date_fin >= stay.date_debut;
const datesMessage = { message: 'La date de fin doit suivre la date de début.', path: ['date_fin'] };

export const createStayRequestSchema = z
  .object({
    ...stayFields,
    photo: stayFileKeySchema,
    fichiers: z.array(attachmentSchema).max(20).default([]),
  })
  .refine(datesInOrder, datesMessage)
  .superRefine(checkPasswords)
  .meta({ id: 'CreateStageRequest' });

export const updateStayRequestSchema = z
  .object({
    ...stayFields,
    /** A new picture's key; absent keeps the current one. */
    photo: stayFileKeySchema.optional(),
    fichiers: z.array(attachmentSchema).max(20).optional(),
    /** The version read: a save based on an older version is refused (409). */
    version: z.number().int().min(1),
  })
  .refine(datesInOrder, datesMessage)
  .superRefine(checkPasswords)
  .meta({ id: 'UpdateStageRequest' });

/** What deleting a stay removes, shown to the administrator before they confirm. */
export const stayDeletionSummarySchema = z
  .object({
    photos: z.number().int().min(0),
    /** Bytes of the photos' originals. */
    bytes: z.number().int().min(0),
    /** Photos ready and waiting for an administrator's validation. */
    aValider: z.number().int().min(0),
    familles: z.number().int().min(0),
    directeurs: z.number().int().min(0),
    documents: z.number().int().min(0),
  })
  .meta({ id: 'StageDeletionSummary' });

export const adminStaySchema = z
  .object({
    id: idSchema,
    nom_stage: z.string(),
    ville: z.string(),
    cree_par: z.string(),
    actif: z.union([z.literal(0), z.literal(1)]),
    date_debut: isoDateSchema,
    date_fin: isoDateSchema,
    mdp_formateur: z.string(),
    mdp_stagiaire: z.string(),
    photo: z.string().nullable(),
    photoUrl: z.string().nullable(),
    fichiers: z.array(z.object({ key: z.string(), name: z.string(), url: z.string() })),
    version: z.number().int(),
    deletion: stayDeletionSummarySchema,
  })
  .meta({ id: 'AdminStage' });

export const createStayResponseSchema = z
  .object({ message: z.string(), id: idSchema })
  .meta({ id: 'CreateStageResponse' });

export const updateStayResponseSchema = z
  .object({ message: z.string(), version: z.number().int() })
  .meta({ id: 'UpdateStageResponse' });

/** Camp-name list item (name and dates), with the id the selectors need. */
export const stayNameSchema = z.object({
  id: idSchema,
  nomStage: z.string(),
  dateDebut: isoDateSchema,
  dateFin: isoDateSchema,
  actif: z.union([z.literal(0), z.literal(1)]),
});
export const stayNamePageSchema = pageOf(stayNameSchema).meta({ id: 'StageNamePage' });

export const stayPasswordsResponseSchema = z
  .array(z.object({ mdp_formateur: z.string(), mdp_stagiaire: z.string() }))
  .meta({ id: 'StagePasswords' });

/** mot_de_passe.xlsx, every cell text: the browser saves the decoded bytes under fileName. */
/** A workbook the API builds (the passwords, a stay's participants), in base64 under its file name. */
export const workbookFileResponseSchema = z
  .object({ fileName: z.string(), contentType: z.string(), base64: z.string() })
  .meta({ id: 'WorkbookFile' });
export type WorkbookFile = z.infer<typeof workbookFileResponseSchema>;

const fileToSign = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    name: z.string().min(1).max(255),
    type: z.enum(types, 'Type de fichier non accepté.'),
    size: z.number().int().positive().max(MAX_UPLOAD_BYTES, messages.admin.filesTooLarge),
  });

export const signedFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const signStayFilesRequestSchema = z
  .object({
    photo: fileToSign(PHOTO_CONTENT_TYPES).optional(),
    fichiers: z.array(fileToSign(ATTACHMENT_CONTENT_TYPES)).max(20).default([]),
  })
  .meta({ id: 'SignStageFilesRequest' });

export const signStayFilesResponseSchema = z
  .object({ photo: signedFileSchema.nullable(), fichiers: z.array(signedFileSchema) })
  .meta({ id: 'SignStageFilesResponse' });

export const importKindSchema = z.enum(['sejours', 'stagiaires']);
export type ImportKind = z.infer<typeof importKindSchema>;

export const signImportRequestSchema = z
  .object({ kind: importKindSchema, file: fileToSign(CSV_CONTENT_TYPES) })
  .meta({ id: 'SignImportRequest' });

export const importKeySchema = z
  .string()
  .regex(/^imports\/(sejours|stagiaires)\/[a-z0-9]{21}\.csv$/, 'Fichier inconnu.');

export const processImportRequestSchema = z
  .object({ key: importKeySchema })
  .meta({ id: 'ProcessImportRequest' });

export const importResponseSchema = z
  .object({ message: z.string(), count: z.number().int() })
  .meta({ id: 'ImportResponse' });

/** Unique-stay item (stay name and dates): the stays that have participants. */
export const uniqueStaySchema = z.object({
  stageId: idSchema,
  nomSejour: z.string(),
  dateDebut: isoDateSchema,
  dateFin: isoDateSchema,
  count: z.number().int(),
});
export const uniqueStayListSchema = z.array(uniqueStaySchema).meta({ id: 'UniqueSejourList' });

export const deletePaxRequestSchema = z
  .object({ sejour: z.string().min(1), dateDebut: isoDateSchema, dateFin: isoDateSchema })
  .meta({ id: 'DeletePaxRequest' });

export const deletedCountResponseSchema = z
  .object({ message: z.string(), deleted: z.number().int() })
  .meta({ id: 'DeletedCountResponse' });

export const participantSchema = z
  .object({
    id: idSchema,
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    stageId: idSchema,
    groupe: z.string().optional(),
    droit_image: imageConsentSchema.optional(),
  })
  .meta({ id: 'Participant' });
/**
 * A page of a stay's families: `next` is where the following page starts, sent back as `after` (a
 * page asked by number alone walks past the families before it, which is slower on a large stay).
 */
export const participantPageSchema = pageOf(participantSchema)
  .extend({ next: z.string().nullable() })
  .meta({ id: 'ParticipantPage' });
export const participantPageQuerySchema = pageQuerySchema.extend({ after: z.string().max(1000).optional() });

const participantFields = {
  nom: z.string().trim().min(1, messages.admin.traineeFieldsRequired).max(FIELD_MAX_LENGTH.personName),
  prenom: z.string().trim().min(1, messages.admin.traineeFieldsRequired).max(FIELD_MAX_LENGTH.personName),
  mailRL: z.email('Adresse e-mail invalide.').max(FIELD_MAX_LENGTH.email),
  /** Absent: an update keeps what is stored, a new family has "inconnu". */
  droit_image: imageConsentSchema.optional(),
};
export const updateParticipantRequestSchema = z
  .object(participantFields)
  .meta({ id: 'UpdateParticipantRequest' });
export const addParticipantRequestSchema = z
  .object({ ...participantFields, stageId: idSchema })
  .meta({ id: 'AddParticipantRequest' });

export const directorCategorySchema = z.enum(['centre', 'sejour']);
export type DirectorCategory = z.infer<typeof directorCategorySchema>;

export const directorSchema = z
  .object({
    id: idSchema,
    nom: z.string(),
    prenom: z.string(),
    mail: z.string(),
    telephone: z.string(),
    cat: directorCategorySchema,
    stageId: idSchema,
  })
  .meta({ id: 'Director' });
export const directorListSchema = z.array(directorSchema).meta({ id: 'DirectorList' });

const directorFields = {
  nom: z.string().trim().min(1, messages.admin.trainerRequired).max(FIELD_MAX_LENGTH.personName),
  prenom: z.string().trim().min(1, messages.admin.trainerRequired).max(FIELD_MAX_LENGTH.personName),
  mail: z.email(messages.admin.trainerRequired).max(FIELD_MAX_LENGTH.email),
  telephone: z.string().trim().min(1, messages.admin.trainerRequired).max(FIELD_MAX_LENGTH.telephone),
  cat: directorCategorySchema,
};
export const directorWriteRequestSchema = z
  .object({ ...directorFields, stageId: idSchema })
  .meta({ id: 'DirectorWriteRequest' });
export const assignDirectorRequestSchema = z
  .object({ ...directorFields, stages: z.array(idSchema).max(200) })
  .meta({ id: 'AssignDirectorRequest' });

export const directorCategoryParamsSchema = z.object({ stageId: idSchema, type: directorCategorySchema });
export const idParamsSchema = z.object({ id: idSchema });

/** One director as a person (grouped by mail), with every stay they are attached to. */
export const directorPersonSchema = z.object({
  id: idSchema,
  nom: z.string(),
  prenom: z.string(),
  mail: z.string(),
  telephone: z.string(),
  cat: directorCategorySchema,
  stages: z.array(
    z.object({
      stageId: idSchema,
      nom_stage: z.string(),
      date_debut: isoDateSchema,
      date_fin: isoDateSchema,
    }),
  ),
});
export const directorPersonPageSchema = pageOf(directorPersonSchema).meta({ id: 'DirectorPersonPage' });

/** Stays a director can be assigned to: every stay that has not ended before today. */
export const assignableStaysResponseSchema = z.array(stayNameSchema).meta({ id: 'AssignableStages' });

export const passwordTypeSchema = z.enum(['formateur', 'stagiaire']);
export const recipientsParamsSchema = z.object({ stageId: idSchema, type: passwordTypeSchema });
/** How many addresses the password panel shows of a stay's list: the rest are counted. */
export const RECIPIENTS_SHOWN = 5;
export const recipientsResponseSchema = z
  .object({
    stageId: idSchema,
    nom_stage: z.string(),
    password: z.string().nullable(),
    /**
     * Who a mail to the whole stay reaches: its families (siblings sharing an address get one mail),
     * or its directors counted once per address.
     */
    total: z.number().int().min(0),
    /** The first addresses, each once, in the order of the families' names (directors: as stored). */
    shown: z.array(z.string()).max(RECIPIENTS_SHOWN),
  })
  .meta({ id: 'Recipients' });

export const sendEmailRequestSchema = z
  .object({
    /** Addresses, as typed: separated by semicolons. Optional when the whole stay is mailed. */
    to: z.string().trim().max(50_000).optional(),
    subject: z.string().trim().min(1, messages.admin.mailRequired).max(FIELD_MAX_LENGTH.mailSubject),
    message: z.string().trim().min(1, messages.admin.mailRequired).max(20_000),
    stageId: idSchema.optional(),
    /**
     * Adds every address of the stay `stageId`: its directors (formateur) or its families
     * (stagiaire), read by the server. Each address still gets one mail, whatever its case.
     */
    stayRecipients: passwordTypeSchema.optional(),
  })
  .refine((body) => Boolean(body.to) || body.stayRecipients !== undefined, {
    message: messages.admin.mailRequired,
    path: ['to'],
  })
  .refine((body) => body.stayRecipients === undefined || body.stageId !== undefined, {
    message: messages.backOffice.stayRecipientsNeedStay,
    path: ['stageId'],
  })
  .meta({ id: 'SendEmailRequest' });
export const sendEmailResponseSchema = z
  .object({ message: z.string(), queued: z.number().int() })
  .meta({ id: 'SendEmailResponse' });

export const mailLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(2000).optional(),
  stageId: idSchema.optional(),
});
export const mailLogEntrySchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.string(),
  stageId: z.string().nullable(),
  queued_at: z.string(),
  status: z.enum(['en_file', 'envoye', 'echec']),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const mailLogPageSchema = z
  .object({ items: z.array(mailLogEntrySchema), next: z.string().nullable() })
  .meta({ id: 'MailLogPage' });
export type MailLogEntryView = z.infer<typeof mailLogEntrySchema>;

export const bookletNameSchema = z
  .string()
  .regex(/^[\p{L}\p{N} ._()'-]{1,120}\.pdf$/iu, 'Nom de livret invalide (PDF attendu).')
  .refine((name) => !name.startsWith('.') && !name.includes('..'), 'Nom de livret invalide (PDF attendu).');
export const bookletListSchema = z.array(z.string()).meta({ id: 'BookletList' });
export const bookletParamsSchema = z.object({ name: bookletNameSchema });
export const signBookletRequestSchema = z
  .object({
    name: bookletNameSchema,
    type: z.literal('application/pdf', 'Le livret doit être un PDF.'),
    size: z.number().int().positive().max(MAX_UPLOAD_BYTES, messages.admin.filesTooLarge),
  })
  .meta({ id: 'SignBookletRequest' });

export type AdminStay = z.infer<typeof adminStaySchema>;
export type StayDeletionSummary = z.infer<typeof stayDeletionSummarySchema>;
export type CreateStayRequest = z.input<typeof createStayRequestSchema>;
export type UpdateStayRequest = z.input<typeof updateStayRequestSchema>;
export type SignedFile = z.infer<typeof signedFileSchema>;
export type StayName = z.infer<typeof stayNameSchema>;
export type Participant = z.infer<typeof participantSchema>;
export type Director = z.infer<typeof directorSchema>;
export type DirectorPerson = z.infer<typeof directorPersonSchema>;
export type UniqueStay = z.infer<typeof uniqueStaySchema>;
export type ParticipantPage = z.infer<typeof participantPageSchema>;
