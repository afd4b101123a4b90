/**
 * Request and response schemas of the API (zod). The API validates with them, the web app types its
 * calls with them, and the OpenAPI document is generated from them.
 */
import * as z from 'zod';
import { fr } from 'zod/locales';
import { photoFacesSchema } from './face-crops.js';
import {
  DEPOSIT_CONTENT_TYPES,
  FAMILY_PHOTOS_MAX_PAGE,
  FAMILY_PHOTOS_PAGE,
  MANAGED_PHOTOS_MAX_PAGE,
  MANAGED_PHOTOS_PAGE,
  MAX_UPLOAD_BATCH,
  MAX_UPLOAD_BYTES,
} from './limits.js';
import { publicMessages } from './public-messages.js';
import { ROLES } from './roles.js';

// Validation messages in French for every schema, on the server and in the browser (the API names
// each message's field too: see field-errors.ts). The locale is imported by itself: reached through
// `z.locales`, the bundle would carry every language zod has.
z.config(fr());

/** Ids are chosen by the server; this shape keeps them safe inside S3 keys and URLs. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Identifiant invalide.');

/** Whether `day` (YYYY-MM-DD) is a day of the calendar; an invalid Date never reaches toISOString. */
export const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** ISO calendar date, as stored (YYYY-MM-DD). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, publicMessages.api.isoDateExpected)
  // 2026-02-30 or 2026-13-45 have the shape but no day: refused, never stored, never a crash.
  .refine(isCalendarDay, { error: (issue) => publicMessages.api.impossibleDate(String(issue.input)) });

export const errorSchema = z.object({ message: z.string() }).meta({ id: 'Error' });

export const stayIdParamsSchema = z.object({ stageId: idSchema });

export const loginRequestSchema = z
  .object({
    password: z.string().min(1, 'Mot de passe requis.').max(200),
    stageId: idSchema,
  })
  .meta({ id: 'LoginRequest' });

export const loginResponseSchema = z
  .object({
    token: z.string(),
    userRole: z.enum(['stagiaire', 'formateur']),
    stageId: idSchema,
    message: z.string(),
  })
  .meta({ id: 'LoginResponse' });

export const adminLoginRequestSchema = z
  .object({
    username: z.string().min(1).max(100),
    password: z.string().min(1).max(200),
  })
  .meta({ id: 'AdminLoginRequest' });

export const adminLoginResponseSchema = z
  .object({ tokenAdmin: z.string(), message: z.string() })
  .meta({ id: 'AdminLoginResponse' });

export const logoutResponseSchema = z.object({ message: z.string() }).meta({ id: 'LogoutResponse' });

export const verifyTokenResponseSchema = z
  .object({ message: z.string(), username: z.string() })
  .meta({ id: 'VerifyTokenResponse' });

export const updateStayStatusResponseSchema = z
  .object({ message: z.string(), deactivated: z.number().int() })
  .meta({ id: 'UpdateStageStatusResponse' });

/** A stay as anyone may see it: never its passwords. */
export const publicStaySchema = z
  .object({
    id: idSchema,
    nom_stage: z.string(),
    ville: z.string(),
    date_debut: isoDateSchema,
    date_fin: isoDateSchema,
    actif: z.union([z.literal(0), z.literal(1)]),
    /** Stored location of the stay picture, or null. */
    photo: z.string().nullable(),
    /** Expiring URL of the stay picture, or null. */
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicStage' });

export const stayListResponseSchema = z.array(publicStaySchema).meta({ id: 'StageList' });

export const staySummarySchema = z
  .object({ id: idSchema, nom_stage: z.string(), date_debut: isoDateSchema, date_fin: isoDateSchema })
  .meta({ id: 'StageSummary' });

/**
 * The stays a trainer may sign in to, switched-off ones included: a trainer prepares or finishes a
 * stay that families do not see. Name and dates only, nothing of the stay's content.
 */
export const teamStayListResponseSchema = z.array(staySummarySchema).meta({ id: 'TeamStageList' });

export const photoStatusSchema = z.enum(['en_attente', 'prete', 'refusee']);
export type PhotoStatus = z.infer<typeof photoStatusSchema>;

/** One copy of a photo: its expiring URL and its size in pixels (for `srcset`). */
export const imageCandidateSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ImageCandidate' });

/**
 * The WebP copies of a processed photo, smallest first; null for photos processed before they
 * existed (their JPEG URLs stay the source).
 */
export const photoSourcesSchema = z
  .object({
    type: z.literal('image/webp'),
    /** Thumbnails: their short side fills a square tile. */
    thumbs: z.array(imageCandidateSchema),
    /** Display copies, for the viewer. */
    displays: z.array(imageCandidateSchema),
  })
  .meta({ id: 'PhotoSources' });

/**
 * What a photo shows before its thumbnail arrives: a ThumbHash (base64), null for photos processed
 * before placeholders existed.
 */
const placeholderSchema = z.string().max(64).nullable();

/**
 * When the photo was taken (else uploaded), in Unix seconds: what a saved copy is named after, as the
 * entries of an archive are, so a photo saved alone and the same photo unzipped get the same name.
 */
const photoTimeSchema = z.number().int();

/**
 * A photo as families see it. URLs expire; `path` is the stored location of the original, whose URL
 * only trainers and administrators get (null for families, who download the display copy).
 */
export const photoSchema = z
  .object({
    id: idSchema,
    path: z.string(),
    actif: z.union([z.literal(0), z.literal(1)]),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    time: photoTimeSchema,
    thumbUrl: z.string(),
    displayUrl: z.string(),
    originalUrl: z.string().nullable(),
    sources: photoSourcesSchema.nullable(),
    placeholder: placeholderSchema,
    /**
     * Where the faces are and the link to the strip of their crops, for the child finder on the
     * family's device; null until the photo is prepared (and where the organisation switched it off).
     */
    faces: photoFacesSchema.nullable(),
  })
  .meta({ id: 'Photo' });

/**
 * The family list comes a page at a time, in upload order: `cursor` is the `nextCursor` of the page
 * before (absent for the first page), `limit` how many photos the page may hold.
 */
export const photoPageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(FAMILY_PHOTOS_MAX_PAGE).default(FAMILY_PHOTOS_PAGE),
});

export const photoPageSchema = z
  .object({
    photos: z.array(photoSchema),
    /** Cursor of the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PhotoPage' });

/** A photo as trainers and administrators see it: every status, with the validation fields. */
export const managedPhotoSchema = z
  .object({
    id: idSchema,
    path: z.string(),
    actif: z.union([z.literal(0), z.literal(1)]),
    status: photoStatusSchema,
    rejection: z.string().nullable(),
    /** The file's name on the trainer's phone, cleaned at signing; null for photos sent otherwise. */
    original_name: z.string().nullable(),
    active_par: z.string().nullable(),
    duree_diffusion: isoDateSchema.nullable(),
    date_depose: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    time: photoTimeSchema,
    thumbUrl: z.string().nullable(),
    displayUrl: z.string().nullable(),
    originalUrl: z.string().nullable(),
    sources: photoSourcesSchema.nullable(),
    placeholder: placeholderSchema,
  })
  .meta({ id: 'ManagedPhoto' });

export const managedPhotoListResponseSchema = z.array(managedPhotoSchema).meta({ id: 'ManagedPhotoList' });

/**
 * The deposit page's list comes a page at a time, latest first: `cursor` is the `nextCursor` of the
 * page before (absent for the first page), `limit` how many photos the page may hold.
 */
export const managedPhotoPageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MANAGED_PHOTOS_MAX_PAGE).default(MANAGED_PHOTOS_PAGE),
});

export const managedPhotoPageSchema = z
  .object({
    photos: z.array(managedPhotoSchema),
    /** Cursor of the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ManagedPhotoPage' });

/** The photos of a batch whose state the deposit page follows: their ids, comma-separated. */
export const photoStatesQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_UPLOAD_BATCH * 65)
    // Ids are plain ASCII: anything else is refused before it is split, and the documented pattern
    // keeps the whole query within what a server accepts in a request line.
    .regex(/^[A-Za-z0-9_,-]*$/, 'Identifiant invalide.')
    .transform((ids) => [...new Set(ids.split(',').filter((id) => id.length > 0))])
    .pipe(z.array(idSchema).min(1).max(MAX_UPLOAD_BATCH)),
});

/** A SHA-256 digest in lower-case hex, as the browser's Web Crypto gives it. */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Empreinte SHA-256 invalide.');

export const uploadFileSchema = z.object({
  name: z.string().min(1).max(255),
  type: z.enum(DEPOSIT_CONTENT_TYPES, publicMessages.api.notAPhoto),
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES, publicMessages.api.tooLarge),
  /** The content's SHA-256: a content already in the stay is not signed again (see `duplicates`). */
  sha256: sha256Schema.optional(),
});

export const signUploadsRequestSchema = z
  .object({
    files: z.array(uploadFileSchema).min(1).max(MAX_UPLOAD_BATCH, publicMessages.api.tooManyFiles),
    formateurNom: z.string().max(100).optional(),
    formateurPrenom: z.string().max(100).optional(),
    /** Publish at once (demo data, administrators only); trainers' photos always await validation. */
    actif: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .meta({ id: 'SignUploadsRequest' });

export const signedUploadSchema = z.object({
  photoId: idSchema,
  name: z.string(),
  sha256: sha256Schema.optional(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

/** A file of the batch whose content the stay already holds: nothing to send. */
export const duplicateUploadSchema = z.object({
  photoId: idSchema,
  name: z.string(),
  sha256: sha256Schema,
  status: photoStatusSchema,
});

export const signUploadsResponseSchema = z
  .object({
    /** Files to PUT, each to its URL (a photo signed before but never received is signed again). */
    uploads: z.array(signedUploadSchema),
    /** Files not to send: the stay already holds their content. */
    duplicates: z.array(duplicateUploadSchema),
  })
  .meta({ id: 'SignUploadsResponse' });

export const stayIdResponseSchema = z.object({ stageId: idSchema }).meta({ id: 'StageIdResponse' });

export const pingQuerySchema = z.object({ role: z.enum(ROLES).optional() });
export const pingResponseSchema = z
  .object({ stageId: idSchema.nullable(), role: z.enum(ROLES) })
  .meta({ id: 'PingResponse' });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type PublicStay = z.infer<typeof publicStaySchema>;
export type StaySummary = z.infer<typeof staySummarySchema>;
export type Photo = z.infer<typeof photoSchema>;
export type PhotoPage = z.infer<typeof photoPageSchema>;
export type ManagedPhoto = z.infer<typeof managedPhotoSchema>;
export type ManagedPhotoPage = z.infer<typeof managedPhotoPageSchema>;
export type PhotoSources = z.infer<typeof photoSourcesSchema>;
export type ImageCandidate = z.infer<typeof imageCandidateSchema>;
export type SignUploadsRequest = z.infer<typeof signUploadsRequestSchema>;
export type SignUploadsResponse = z.infer<typeof signUploadsResponseSchema>;
export type PingResponse = z.infer<typeof pingResponseSchema>;
