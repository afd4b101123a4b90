/**
 * Request and response schemas of the trainer collaboration calls: shared documents, booklets, stay
 * documents, the question board and evaluation reports.
 */
import * as z from 'zod';
import { checkName } from './document-files.js';
import { MAX_UPLOAD_BATCH, MAX_UPLOAD_BYTES } from './limits.js';
import { messages } from './messages.js';
import { idSchema } from './schemas.js';

/** A folder or file name that is safe as one segment of a storage key (see checkName). */
export const documentNameSchema = z
  .string()
  .max(1000)
  .transform((raw, context) => {
    const checked = checkName(raw);
    if (!checked.ok) {
      context.addIssue({ code: 'custom', message: messages.collab.invalidName });
      return z.NEVER;
    }
    return checked.name;
  });

export const folderParamsSchema = z.object({ folderName: documentNameSchema });

export const folderListResponseSchema = z.array(z.string()).meta({ id: 'FolderList' });

export const previewKindSchema = z.enum(['pdf', 'image', 'audio', 'video', 'other']);

/** A stored file with an expiring link; `preview` says how the page may show it. */
export const storedFileSchema = z
  .object({
    name: z.string(),
    /** Bytes, when known. */
    size: z.number().int().nullable(),
    preview: previewKindSchema,
    url: z.string(),
  })
  .meta({ id: 'StoredFile' });

export const storedFileListResponseSchema = z.array(storedFileSchema).meta({ id: 'StoredFileList' });

export const documentUploadRequestSchema = z
  .object({
    files: z
      .array(
        z.object({
          name: documentNameSchema,
          size: z.number().int().positive().max(MAX_UPLOAD_BYTES, messages.api.tooLarge),
        }),
      )
      .min(1)
      .max(MAX_UPLOAD_BATCH, messages.api.tooManyFiles),
  })
  .meta({ id: 'DocumentUploadRequest' });

export const documentUploadResponseSchema = z
  .object({
    uploads: z.array(
      z.object({
        /** The name the file is stored under: the chosen one, numbered if it was taken. */
        name: z.string(),
        url: z.string(),
        method: z.literal('PUT'),
        headers: z.record(z.string(), z.string()),
        expiresAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'DocumentUploadResponse' });

const personNameSchema = z.string().trim().min(1, messages.collab.nameRequired).max(100);
const contentSchema = z.string().trim().min(1, messages.collab.contentRequired).max(5000);

export const replySchema = z
  .object({
    id: idSchema,
    commentaireId: idSchema,
    nom: z.string(),
    contenu: z.string(),
    date: z.string(),
  })
  .meta({ id: 'Reponse' });

export const commentSchema = z
  .object({
    id: idSchema,
    nom: z.string(),
    contenu: z.string(),
    date: z.string(),
    reponses: z.array(replySchema),
  })
  .meta({ id: 'Commentaire' });

export const commentListResponseSchema = z.array(commentSchema).meta({ id: 'CommentaireList' });

export const createCommentRequestSchema = z
  .object({ nom: personNameSchema, contenu: contentSchema })
  .meta({ id: 'CreateCommentaireRequest' });

export const createReplyRequestSchema = z
  .object({ commentaireId: idSchema, nom: personNameSchema, contenu: contentSchema })
  .meta({ id: 'CreateReponseRequest' });

export const participantSchema = z
  .object({
    id: idSchema,
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    /** The key a report is saved under: the trainee's last name, first name and e-mail. */
    label: z.string(),
  })
  .meta({ id: 'EvaluationTrainee' });

export const participantListResponseSchema = z.array(participantSchema).meta({ id: 'EvaluationTraineeList' });

/** Free text of a report: a generous limit, far under DynamoDB's 400 KB item size. */
const reportTextSchema = z.string().max(50_000);

const participantLabelSchema = z
  .string()
  .min(1)
  .max(400)
  .refine((label) => !/[\p{Cc}\p{Cf}]/u.test(label), messages.api.invalidInput);

export const reportParamsSchema = z.object({ stageId: idSchema, label: participantLabelSchema });

export const reportSchema = z
  .object({
    nom: z.string(),
    stageId: idSchema,
    nomStage: z.string(),
    miStage: z.string(),
    finStage: z.string(),
    /** Increases at every save; a save must name the version it started from. */
    version: z.number().int().positive(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Rapport' });

export const saveReportRequestSchema = z
  .object({
    nom: participantLabelSchema,
    stageId: idSchema,
    miStage: reportTextSchema,
    finStage: reportTextSchema,
    /** Ignored: the server writes the stay's own name. */
    nomStage: z.string().max(300).optional(),
    /** The version the text was loaded from; absent or 0 for a first report. */
    version: z.number().int().min(0).optional(),
  })
  .meta({ id: 'SaveRapportRequest' });

export const saveReportResponseSchema = z
  .object({ message: z.string(), version: z.number().int().positive(), updatedAt: z.string() })
  .meta({ id: 'SaveRapportResponse' });

export const reportDownloadQuerySchema = z.object({
  nomStage: z.string().trim().min(1, messages.admin.chooseStage).max(300),
});

export const reportDownloadResponseSchema = z
  .object({ fileName: z.string(), url: z.string(), count: z.number().int() })
  .meta({ id: 'RapportDownload' });

export type StoredFile = z.infer<typeof storedFileSchema>;
export type Commentaire = z.infer<typeof commentSchema>;
export type Reponse = z.infer<typeof replySchema>;
export type EvaluationParticipant = z.infer<typeof participantSchema>;
export type Rapport = z.infer<typeof reportSchema>;
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;
