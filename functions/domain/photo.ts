/** A photo record, its content-hash item, and the rules on who sees a photo. Pure: no I/O. */
import * as z from 'zod';
import { faceBoxSchema } from '#shared/face-crops.js';
import { photoStatusSchema } from '#shared/schemas.js';

/** A photo as the photos table holds it; read back through this schema, never cast. */
export const photoRecordSchema = z
  .object({
    stageId: z.string(),
    photoId: z.string(),
    status: photoStatusSchema,
    /** 1: visible to the stay's families once ready; 0: awaiting validation. */
    actif: z.union([z.literal(0), z.literal(1)]),
    date_depose: z.string(),
    uploaded_by: z
      .object({ nom: z.string().optional(), prenom: z.string().optional() })
      .readonly()
      .optional(),
    declared_type: z.string(),
    declared_size: z.number(),
    original_name: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
    /** Size of the current version's original (the file archives and downloads hold). */
    bytes: z.number().optional(),
    /**
     * CRC-32 of the current version's original, computed when it was made, so a zip can state it
     * before the photo's bytes; absent on photos processed before, and after a rotation until the
     * new version's is recorded: the archive worker then reads the photo to compute it.
     */
    crc32: z.number().optional(),
    /**
     * When the photo was taken (ISO instant), from the upload's EXIF DateTimeOriginal, read before
     * the metadata is removed; absent when the upload had none, and on photos processed before.
     */
    taken_at: z.string().optional(),
    rejection: z.string().optional(),
    active_par: z.string().optional(),
    /** ISO date of deletion, chosen by an administrator. */
    duree_diffusion: z.string().optional(),
    /** Epoch seconds at which DynamoDB TTL removes the record (see photo-expiry.ts for the rule). */
    expires_at: z.number().optional(),
    /** ThumbHash of the current version (base64); absent on photos processed before placeholders. */
    placeholder: z.string().optional(),
    /** Version of the set of WebP copies (shared/renditions.ts) made for the current version; absent: none. */
    renditions: z.number().optional(),
    /** Bumped whenever the image changes, so URLs and caches change too. */
    version: z.number(),
    /**
     * The number of the folder of the copies families see (shared/media-keys.ts), moved on whenever
     * families lose sight of the photo; absent for photos made before that folder existed.
     */
    copies: z.number().optional(),
    /**
     * Where the faces are in the current version (boxes in the strip's order) and the FACES_VERSION
     * that found them; the strip itself lies beside the copies. Absent until the faces worker has
     * prepared the photo, and dropped by a rotation, which turns the boxes too.
     */
    faces: z
      .object({ version: z.number(), boxes: z.array(faceBoxSchema) })
      .readonly()
      .optional(),
    /** SHA-256 of the uploaded content, as the browser computed it (dedupe per stay). */
    sha256: z.string().optional(),
    /**
     * The trainer session whose batch the photo belongs to (upload-batch.ts `uploaderOf`); the
     * administrators' own deposits have none and are not announced to them.
     */
    uploader: z.string().optional(),
    /** When a batch mail to the administrators counted this photo. */
    announced_at: z.string().optional(),
    /** When an administrator first made the photo visible to families (the families' digest counts it once). */
    published_at: z.string().optional(),
  })
  .readonly();

export type PhotoRecord = z.infer<typeof photoRecordSchema>;

/** The photo that holds a content in a stay (table photo-hashes): one item per stay and SHA-256. */
export const photoHashRecordSchema = z
  .object({ stageId: z.string(), sha256: z.string(), photoId: z.string() })
  .readonly();

export type PhotoHashRecord = z.infer<typeof photoHashRecordSchema>;

/** The folder number of a newly processed photo's copies. */
export const FIRST_COPIES = 1;

/** Whether a photo has passed its deletion time (reads hide it at once; TTL may lag by days). */
export const isExpired = (photo: Pick<PhotoRecord, 'expires_at'>, now: Date): boolean =>
  photo.expires_at !== undefined && photo.expires_at * 1000 <= now.getTime();

/** Families see a photo only when it is processed, validated and not expired. */
export const isVisibleToFamilies = (photo: PhotoRecord, now: Date): boolean =>
  photo.status === 'prete' && photo.actif === 1 && !isExpired(photo, now);

/**
 * The photo's own time, in Unix seconds: when it was taken, or else when it was uploaded. Zip
 * entries carry it, so a photo unzipped sorts at the day of the stay.
 */
export const photoTime = (photo: Pick<PhotoRecord, 'taken_at' | 'date_depose'>): number =>
  Math.floor(Date.parse(photo.taken_at ?? photo.date_depose) / 1000);

/** Photos in upload order (ids are time-sortable), oldest first. */
export const byUploadOrder = (a: PhotoRecord, b: PhotoRecord): number => a.photoId.localeCompare(b.photoId);
